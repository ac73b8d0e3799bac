/**
 * The file of a song's backing without the voice (sing along), beside the song's own file:
 * `song-X.mp3` → `song-X-instrumental.mp3`, `preview-X.mp3` → `preview-X-instrumental.mp3`. Made
 * with the song, so it has the same length and the same word times.
 */
export const instrumentalNameOf = (audioName: string): string =>
  audioName.replace(/(\.[^.]+)?$/, (extension) => `-instrumental${extension}`);

/*
 * Karaoke over lyrics: a chunk of the player's own, loaded by `loadKaraoke` (the song page) and by
 * the now-playing view, never by a page without lyrics.
 */
export { KaraokeScope } from './KaraokeScope';
export { KaraokeWords } from './KaraokeWords';

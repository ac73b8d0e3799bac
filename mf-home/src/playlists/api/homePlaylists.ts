import type { Playlist, PlaylistSong } from '@btb/shared-contract';

/**
 * What the home page uses of a playlist song: its card and its track. The rest of SPEC's fields
 * (the learning content is 55 % of `/api/playlists`) stays out of the page's store, so out of the
 * server-rendered HTML that carries the store, and out of the browser's memory.
 */
const cardSongFields = [
  'songID',
  'songTitlePublic',
  'songTitle',
  'imageUrl',
  'intLikes',
  'ysnRestricted',
  'creator',
  'subject',
] as const satisfies readonly (keyof PlaylistSong)[];

export type CardSong = Pick<PlaylistSong, (typeof cardSongFields)[number]>;
export type HomePlaylist = Omit<Playlist, 'songs'> & { songs: CardSong[] };

function cardSongOf(song: PlaylistSong): CardSong {
  return Object.fromEntries(
    cardSongFields.filter((field) => field in song).map((field) => [field, song[field]]),
  ) as CardSong;
}

/** `/api/playlists`' answer as the home page keeps it; anything but a list is no playlists. */
export function homePlaylistsFrom(response: unknown): HomePlaylist[] {
  if (!Array.isArray(response)) return [];
  return (response as Playlist[]).map((playlist) => ({
    ...playlist,
    songs: Array.isArray(playlist.songs)
      ? playlist.songs.filter((song) => song && typeof song === 'object').map(cardSongOf)
      : [],
  }));
}

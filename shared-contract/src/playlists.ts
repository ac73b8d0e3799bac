import { Type, type Static } from '@sinclair/typebox';
import { RestrictedFlagSchema } from './common';

export const PlaylistSongSchema = Type.Object({
  songID: Type.Integer(),
  songTitlePublic: Type.String(),
  songTitle: Type.String(),
  learningContent: Type.String(),
  /** Cover path; clients use only its file name. */
  imageUrl: Type.String(),
  intLikes: Type.Integer(),
  intPlayed: Type.Integer(),
  /** ISO 8601. */
  datCreated: Type.String(),
  ysnRestricted: RestrictedFlagSchema,
  /** Who made the song (the home card shows the likes text instead; the lock screen shows this). */
  creator: Type.String(),
  /** The language pair it teaches (`DE_EN`). */
  subject: Type.String(),
});
export type PlaylistSong = Static<typeof PlaylistSongSchema>;

export const PlaylistSchema = Type.Object({
  ppID: Type.Integer(),
  headline: Type.String(),
  songs: Type.Array(PlaylistSongSchema),
  /** In-app search link, e.g. `/search?subject=DE_EN`; empty when none. */
  btn1Searchurl: Type.String(),
  /** Code for `/book-overview/{code}`, e.g. `DE_EN`; empty when none. */
  btn2OverviewCode: Type.String(),
});
export type Playlist = Static<typeof PlaylistSchema>;
export const PlaylistListSchema = Type.Array(PlaylistSchema);

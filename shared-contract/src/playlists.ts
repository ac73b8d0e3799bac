export interface PlaylistSong {
  songID: number;
  songTitlePublic: string;
  songTitle: string;
  learningContent: string;
  /** Cover path; clients use only its file name. */
  imageUrl: string;
  intLikes: number;
  intPlayed: number;
  /** ISO 8601. */
  datCreated: string;
  ysnRestricted: 0 | 1;
  /** Who made the song (the home card shows the likes text instead; the lock screen shows this). */
  creator: string;
}

export interface Playlist {
  ppID: number;
  headline: string;
  songs: PlaylistSong[];
  /** In-app search link, e.g. `/search?subject=DE_EN`; empty when none. */
  btn1Searchurl: string;
  /** Code for `/book-overview/{code}`, e.g. `DE_EN`; empty when none. */
  btn2OverviewCode: string;
}

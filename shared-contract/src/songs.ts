/** One sung line of a song, timed to its audio, with its translation into the learner's language. */
export interface LyricLine {
  /** Seconds from the start of the song when the line begins. */
  start: number;
  text: string;
  translation: string;
}

export interface SongDetail {
  songID: number;
  songTitlePublic: string;
  songTitle: string;
  intLikes: number;
  intPlayed: number;
  /** Language the song is sung in, lower-case code (`de`, `en`). */
  language: string;
  genre: string;
  grade: string;
  strCode: string;
  imageUrl: string;
  /** Empty when the lesson has no book to download. */
  bslBookUrl: string;
  learningContent: string;
  lyrics: string;
  /** The sung lines in order with start times; empty when the song has none. */
  lyricLines: LyricLine[];
  musicStylePrompt: string;
  ysnRestricted: 0 | 1;
  creator: string;
}

export interface PodcastInfo {
  hasPodcastInfo: boolean;
  /** File name for `GET /api/audio/podcast/{fileName}`; empty when there is none. */
  soundPath: string;
}

/** One entry of `GET /api/songs/by-code/{strCode}`. */
export interface SongByCode {
  songID: number;
  songTitlePublic: string;
  songTitle: string;
  /** File name for `GET /api/image/{fileName}`. */
  imageThumbName: string;
}

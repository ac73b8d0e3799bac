/** SPEC section 3 "Player track", plus where its stream URL comes from. */
export interface PlayerTrack {
  id: number;
  title: string;
  /** What the bar shows under the title (for home playlist songs SPEC's likes text). */
  creator: string;
  /** The song's creator when `creator` shows something else; the lock screen's artist. */
  artist?: string;
  /**
   * The song's likes when `creator` is SPEC's likes text: the bar writes that text anew in the
   * page's language (a track restored on a German page says "2,2K Likes", not "2.2K likes").
   */
  likes?: number;
  audioUrl?: string;
  imageUrl?: string;
  duration?: number;
  /** 1 means preview only: playback stops at 20 s unless the session is premium. */
  ysnRestricted: 0 | 1;
  /** Podcasts stream from `/api/audio/podcast/{fileName}` instead of `/api/audio/{id}`. */
  podcastFileName?: string;
}

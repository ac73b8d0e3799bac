/** SPEC section 3 "Player track", plus where its stream URL comes from. */
export interface PlayerTrack {
  id: number;
  title: string;
  creator: string;
  audioUrl?: string;
  imageUrl?: string;
  duration?: number;
  /** 1 means preview only: playback stops at 20 s unless the session is premium. */
  ysnRestricted: 0 | 1;
  /** Podcasts stream from `/api/audio/podcast/{fileName}` instead of `/api/audio/{id}`. */
  podcastFileName?: string;
}

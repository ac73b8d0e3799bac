/** Answer of `GET /api/audio/{songId}` and `GET /api/audio/podcast/{fileName}`. */
export interface AudioUrlResponse {
  /** Relative, HMAC-signed and expiring, e.g. `/api/media/audio/song-0001.wav?exp=…&sig=…`. */
  url: string;
}

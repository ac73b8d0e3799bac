export type ContentLevel = 'beginner' | 'intermediate' | 'advanced' | (string & {});

export type ContentCategory = 'top-rated' | 'learn-english' | 'learn-german' | 'history';

/** A content card or a search result row. */
export interface ContentItem {
  id: number;
  title: string;
  description: string;
  /** Path of the cover, e.g. `/api/image/song-0001.svg`. */
  imageUrl: string;
  creator: string;
  category: ContentCategory;
  /** Full-length duration in seconds. */
  duration: number;
  views: number;
  likes: number;
  level: ContentLevel;
  featured: boolean;
  /** ISO 8601. */
  createdAt: string;
  /** Where to ask for a signed stream URL: `/api/audio/{id}`. */
  audioUrl: string;
  genre: string;
  /** 1 means only a 20-second preview for non-premium listeners. */
  ysnRestricted: 0 | 1;
}

/** Query of `GET /api/content/search`; every field optional, `all` values are left out. */
export interface SearchQuery {
  q?: string;
  subject?: string;
  genre?: string;
  artist?: string;
  level?: string;
  primaryLanguage?: string;
}

/** `POST /api/content/{id}/view`. */
export interface ViewResponse {
  views: number;
}

/** `POST /api/content/{id}/play`. */
export interface PlayResponse {
  plays: number;
}

/** `POST /api/content/{id}/like`: the new count. */
export interface LikeResponse {
  likes: number;
}

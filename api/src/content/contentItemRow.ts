import type { ContentCategory, ContentItem, ContentLevel } from '@btb/shared-contract';
import { isoTimestamp } from '@btb/database';

/** Columns every content listing selects from `songs s`. */
export const contentItemColumns = `s.id, s.song_title_public, s.description, s.image_name, s.creator,
  s.category, s.duration_seconds, s.views, s.likes, s.level, s.featured,
  ${isoTimestamp('s.created_at')} AS created_at, s.genre, s.restricted, s.subject_key`;

export interface ContentItemRow {
  id: number;
  song_title_public: string;
  description: string;
  image_name: string;
  creator: string;
  category: string;
  duration_seconds: number;
  views: number;
  likes: number;
  level: string;
  featured: boolean;
  created_at: string;
  genre: string;
  restricted: boolean;
  subject_key: string;
}

/** CEFR level to the badge levels of SPEC (A1 beginner, A2–B1 intermediate, B2+ advanced). */
export function contentLevel(cefr: string): ContentLevel {
  if (cefr === 'A1') return 'beginner';
  if (cefr === 'A2' || cefr === 'B1') return 'intermediate';
  if (/^[BC][12]$/.test(cefr)) return 'advanced';
  return cefr;
}

export const imagePath = (fileName: string) => `/api/image/${fileName}`;

export function toContentItem(row: ContentItemRow): ContentItem {
  return {
    id: row.id,
    title: row.song_title_public,
    description: row.description,
    imageUrl: imagePath(row.image_name),
    creator: row.creator,
    category: row.category as ContentCategory,
    duration: row.duration_seconds,
    views: row.views,
    likes: row.likes,
    level: contentLevel(row.level),
    featured: row.featured,
    createdAt: row.created_at,
    audioUrl: `/api/audio/${row.id}`,
    genre: row.genre,
    ysnRestricted: row.restricted ? 1 : 0,
    subject: row.subject_key,
  };
}

/** Where a content item shows its counters (for cached lists updated in place). */
export const contentItemCounts = { id: 'id', views: 'views', likes: 'likes' } as const;

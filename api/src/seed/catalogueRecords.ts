import type { ContentCategory } from '@btb/shared-contract';
import type { SungLine } from './lyricLines';

/** Rows the seed writes; names follow the database columns. */
export interface SubjectRecord {
  key: string;
  target_language: string;
  primary_language: string;
  label_en: string;
  label_de: string;
  label_es: string;
  position: number;
}

export interface BookRecord {
  intern_code: string;
  subject_key: string;
  level: string;
  book_no: number;
  book_name: string;
}

export interface SequenceRecord {
  str_code: string;
  intern_code: string;
  lesson_no: number;
  sequence_name: string;
  topic: string;
  learning_content: string;
}

export interface VocabularyRecord {
  str_code: string;
  position: number;
  question: string;
  answer: string;
}

export interface SongRecord {
  slug: string;
  str_code: string;
  subject_key: string;
  level: string;
  category: ContentCategory;
  song_title: string;
  song_title_public: string;
  description: string;
  lyrics: string;
  /** The sung lines with their translations, for the song detail's timed lyrics. */
  sung_lines: SungLine[];
  music_style: string;
  genre: string;
  grade: string;
  language: string;
  primary_language: string;
  creator: string;
  image_name: string;
  thumb_name: string;
  audio_name: string;
  preview_name: string | null;
  book_url: string;
  duration_seconds: number;
  restricted: boolean;
  featured: boolean;
  likes: number;
  plays: number;
  views: number;
  created_at: string;
}

export interface PodcastRecord {
  song_slug: string;
  sound_name: string;
}

export interface PlaylistRecord {
  slug: string;
  position: number;
  headline_en: string;
  headline_de: string;
  headline_es: string;
  btn1_searchurl: string;
  btn2_overview_code: string;
  song_slugs: string[];
}

export interface Catalogue {
  subjects: SubjectRecord[];
  books: BookRecord[];
  sequences: SequenceRecord[];
  vocabulary: VocabularyRecord[];
  songs: SongRecord[];
  podcasts: PodcastRecord[];
  playlists: PlaylistRecord[];
}

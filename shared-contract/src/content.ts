import { Type, type Static } from '@sinclair/typebox';
import { RestrictedFlagSchema, StringEnum } from './common';

/** SPEC's badge levels (`beginner`, `intermediate`, `advanced`), or the CEFR level as stored. */
export type ContentLevel = string;

/** SPEC's four rows, and the Spanish one issue 68 adds. */
export const contentCategories = [
  'top-rated',
  'learn-english',
  'learn-german',
  'history',
  'learn-spanish',
] as const;
export const ContentCategorySchema = StringEnum(contentCategories);
export type ContentCategory = Static<typeof ContentCategorySchema>;

/** A content card or a search result row. */
export const ContentItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  /** Path of the cover, e.g. `/api/image/song-0001.svg`. */
  imageUrl: Type.String(),
  creator: Type.String(),
  category: ContentCategorySchema,
  /** Full-length duration in seconds. */
  duration: Type.Number(),
  views: Type.Integer(),
  likes: Type.Integer(),
  level: Type.String(),
  featured: Type.Boolean(),
  /** ISO 8601. */
  createdAt: Type.String(),
  /** Where to ask for a signed stream URL: `/api/audio/{id}`. */
  audioUrl: Type.String(),
  genre: Type.String(),
  /** 1 means only a 20-second preview for non-premium listeners. */
  ysnRestricted: RestrictedFlagSchema,
  /** The language pair it teaches (`DE_EN`). */
  subject: Type.String(),
});
export type ContentItem = Static<typeof ContentItemSchema>;
export const ContentListSchema = Type.Array(ContentItemSchema);

export const CategoryParamsSchema = Type.Object({ category: ContentCategorySchema });

const filterText = Type.Optional(Type.String({ maxLength: 200 }));

/** Query of `GET /api/content/search`; every field optional, `all` values are left out. */
export const SearchFiltersSchema = Type.Object({
  // Longer terms are cut to 120 characters (SPEC), not rejected; this only bounds abuse.
  q: Type.Optional(Type.String({ maxLength: 2000 })),
  subject: filterText,
  genre: filterText,
  artist: filterText,
  level: filterText,
  primaryLanguage: filterText,
});
export type SearchQuery = Static<typeof SearchFiltersSchema>;

/** A lesson card (quiz question and answer) that matched the search words. */
export const MatchedCardSchema = Type.Object({ question: Type.String(), answer: Type.String() });
export type MatchedCard = Static<typeof MatchedCardSchema>;

/**
 * Why a search row matched, for highlighting: the words of its title and matched cards, as they
 * are written there, that matched a search word (by spelling, word form, typo or prefix).
 */
export const SearchMatchSchema = Type.Object({
  words: Type.Array(Type.String()),
  cards: Type.Array(MatchedCardSchema),
});
export type SearchMatch = Static<typeof SearchMatchSchema>;

/** A search result row: a content item, with its match when a search text was given. */
export const SearchResultSchema = Type.Object({
  ...ContentItemSchema.properties,
  match: Type.Optional(SearchMatchSchema),
});
export type SearchResult = Static<typeof SearchResultSchema>;
export const SearchResultListSchema = Type.Array(SearchResultSchema);

/** `GET /api/content/search/suggestion?q=`: a close spelling from the catalogue's words, if any. */
export const SearchSuggestionQuerySchema = Type.Object(
  { q: Type.String({ maxLength: 2000 }) },
  { additionalProperties: false },
);
export type SearchSuggestionQuery = Static<typeof SearchSuggestionQuerySchema>;
export const SearchSuggestionSchema = Type.Object({
  suggestion: Type.Union([Type.String(), Type.Null()]),
});
export type SearchSuggestion = Static<typeof SearchSuggestionSchema>;

/** The search query with its paging (defaults filled in by the server). */
export const SearchQuerySchema = Type.Object(
  {
    ...SearchFiltersSchema.properties,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000, default: 0 })),
  },
  { additionalProperties: false },
);
export type PagedSearchQuery = Static<typeof SearchQuerySchema>;

/** `POST /api/content/{id}/view`. */
export const ViewResponseSchema = Type.Object({ views: Type.Integer() });
export type ViewResponse = Static<typeof ViewResponseSchema>;

/**
 * Why a first like or play was answered but not added to the count: the address it came from
 * (anonymous visitors) or the learner's account already added today's most to this song.
 */
export const NotCountedSchema = Type.Union([
  Type.Literal('addressLimit'),
  Type.Literal('accountLimit'),
]);
export type NotCounted = Static<typeof NotCountedSchema>;

/** `POST /api/content/{id}/play`, the count after a play (a repeat within 120 s is not counted). */
export const PlayResponseSchema = Type.Object({
  plays: Type.Integer(),
  notCounted: Type.Optional(NotCountedSchema),
});
export type PlayResponse = Static<typeof PlayResponseSchema>;

/** `POST /api/content/{id}/like`: the new count (a client's like counts once). */
export const LikeResponseSchema = Type.Object({
  likes: Type.Integer(),
  notCounted: Type.Optional(NotCountedSchema),
});
export type LikeResponse = Static<typeof LikeResponseSchema>;

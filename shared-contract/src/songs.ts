import { Type, type Static } from '@sinclair/typebox';
import { CodeSchema, RestrictedFlagSchema } from './common';

/** One word of a sung line, as the voice sings it: the line's own text, punctuation kept. */
export const LyricWordSchema = Type.Object({
  text: Type.String(),
  /** Seconds from the start of the song when the voice starts the word. */
  start: Type.Number(),
  /** Seconds from the start of the song when the voice ends the word. */
  end: Type.Number(),
});
export type LyricWord = Static<typeof LyricWordSchema>;

/** One sung line of a song, timed to its audio, with its translation into the learner's language. */
export const LyricLineSchema = Type.Object({
  /** Seconds from the start of the song when the line begins (its first word). */
  start: Type.Number(),
  /** Seconds from the start of the song when the voice ends the line (its last word). */
  end: Type.Number(),
  text: Type.String(),
  translation: Type.String(),
  /** The line's words in order, timed by the synthesizer that sang them; joined by spaces they are `text`. */
  words: Type.Array(LyricWordSchema),
});
export type LyricLine = Static<typeof LyricLineSchema>;

/** `GET /api/song/{id}`. */
export const SongDetailSchema = Type.Object({
  songID: Type.Integer(),
  songTitlePublic: Type.String(),
  songTitle: Type.String(),
  intLikes: Type.Integer(),
  intPlayed: Type.Integer(),
  /** Language the song is sung in, lower-case code (`de`, `en`). */
  language: Type.String(),
  genre: Type.String(),
  grade: Type.String(),
  strCode: Type.String(),
  imageUrl: Type.String(),
  /** Empty when the lesson has no book to download. */
  bslBookUrl: Type.String(),
  learningContent: Type.String(),
  lyrics: Type.String(),
  /** The sung lines in order with start times; empty when the song has none. */
  lyricLines: Type.Array(LyricLineSchema),
  musicStylePrompt: Type.String(),
  /**
   * What the prompt says, read by the server (the arranger reads it the same way): a page in
   * another language than the prompt's English shows these in its own words. Absent from a song
   * saved for offline before it existed.
   */
  musicStyle: Type.Optional(
    Type.Object({
      genre: Type.String(),
      bpm: Type.Number(),
      /** Absent when the prompt names no singer. As an enum, as OpenAPI 3.0 writes it. */
      voice: Type.Optional(
        Type.Unsafe<'female' | 'male'>({ type: 'string', enum: ['female', 'male'] }),
      ),
    }),
  ),
  ysnRestricted: RestrictedFlagSchema,
  creator: Type.String(),
});
export type SongDetail = Static<typeof SongDetailSchema>;

/** `GET /api/song/{id}/podcast-info`. */
export const PodcastInfoSchema = Type.Object({
  hasPodcastInfo: Type.Boolean(),
  /** File name for `GET /api/audio/podcast/{fileName}`; empty when there is none. */
  soundPath: Type.String(),
});
export type PodcastInfo = Static<typeof PodcastInfoSchema>;

/** One entry of `GET /api/songs/by-code/{strCode}`. */
export const SongByCodeSchema = Type.Object({
  songID: Type.Integer(),
  songTitlePublic: Type.String(),
  songTitle: Type.String(),
  /** File name for `GET /api/image/{fileName}`. */
  imageThumbName: Type.String(),
});
export type SongByCode = Static<typeof SongByCodeSchema>;
export const SongByCodeListSchema = Type.Array(SongByCodeSchema);

export const SongsByCodeParamsSchema = Type.Object({ strCode: CodeSchema });

/** `GET /api/songs/all?limit&offset`: every song, most liked first. */
export const SongsAllQuerySchema = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 500 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000, default: 0 })),
  },
  { additionalProperties: false },
);
export type SongsAllQuery = Static<typeof SongsAllQuerySchema>;

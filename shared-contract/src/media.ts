import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from './common';

/** Media file names: letters, digits, dot, dash and underscore, no leading dot. */
export const mediaFileNamePattern = '^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$';

/** Answer of `GET /api/audio/{songId}` and `GET /api/audio/podcast/{fileName}`. */
export const AudioUrlResponseSchema = Type.Object({
  /** Relative, signed for the asking session and short-lived: `/api/media/audio/…?exp=…&sig=…`. */
  url: Type.String(),
});
export type AudioUrlResponse = Static<typeof AudioUrlResponseSchema>;

export const AudioParamsSchema = Type.Object({ songId: IdSchema });

/** Which rendition of a song `GET /api/audio/{songId}` hands out: the sung song or its backing. */
const audioParts = ['song', 'instrumental'] as const;
export type AudioPart = (typeof audioParts)[number];
export const AudioQuerySchema = Type.Object({
  /** `instrumental`: the backing without the voice (sing along), same length and word times. */
  part: Type.Optional(
    Type.Unsafe<AudioPart>({
      type: 'string',
      enum: [...audioParts],
      description: 'song (default) or instrumental',
    }),
  ),
});
export type AudioQuery = Static<typeof AudioQuerySchema>;
export const PodcastAudioParamsSchema = Type.Object({
  fileName: Type.String({ pattern: mediaFileNamePattern }),
});

/** `GET /api/image/{fileName}` and the signed media files. */
export const MediaFileParamsSchema = Type.Object({ fileName: Type.String({ maxLength: 128 }) });
export const SignedMediaQuerySchema = Type.Object({
  exp: Type.Integer({ minimum: 0, maximum: 99999999999 }),
  sig: Type.String({ maxLength: 100 }),
});
export type SignedMediaQuery = Static<typeof SignedMediaQuerySchema>;

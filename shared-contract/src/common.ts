import { Type, type Static } from '@sinclair/typebox';
import { uiLanguages } from './languages';

/** Pieces several routes share. */

/** Every non-2xx answer of the API carries this body. */
export const ApiErrorSchema = Type.Object({ message: Type.String() });
export type ApiError = Static<typeof ApiErrorSchema>;

/** Database ids: positive 32-bit integers, so nothing out of range reaches PostgreSQL. */
export const IdSchema = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** An id a client makes up (a random URL-safe string, e.g. a UUID): session ids, review log ids. */
export const ClientIdSchema = Type.String({
  minLength: 8,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
});

/** Lesson codes and prefixes of them, e.g. `DE_EN`, `DE_EN_A1`, `DE_EN_A1_B01_L01`. */
export const CodeSchema = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** Subject keys are language pairs such as `DE_EN`. */
export const SubjectKeySchema = Type.String({ pattern: '^[A-Za-z]{2}_[A-Za-z]{2}$' });

/** One of a few strings, written as JSON Schema's `enum` (typed as their union). */
export const StringEnum = <T extends string>(values: readonly T[], options: object = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: values, ...options });

/** `?language=en|de` of the translated reads; English when absent. */
export const LanguageQuerySchema = Type.Object(
  { language: Type.Optional(StringEnum(uiLanguages, { default: 'en' })) },
  { additionalProperties: false },
);
export type LanguageQuery = Static<typeof LanguageQuerySchema>;

/** 1 means only a 20-second preview for non-premium listeners. */
export const RestrictedFlagSchema = Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] });

/** `{id}` in a path. */
export const IdParamsSchema = Type.Object({ id: IdSchema });
export type IdParams = Static<typeof IdParamsSchema>;

/** JSON-schema pieces reused by the resource plugins. */

export const errorSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;

/** Database ids: positive 32-bit integers, so nothing out of range reaches PostgreSQL. */
export const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const languageQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { language: { type: 'string', enum: ['en', 'de'], default: 'en' } },
} as const;

export interface LanguageQuery {
  language: 'en' | 'de';
}

/** Subject keys are language pairs such as `DE_EN`. */
export const subjectKeySchema = { type: 'string', pattern: '^[A-Za-z]{2}_[A-Za-z]{2}$' } as const;

/** Lesson codes and prefixes of them, e.g. `DE_EN`, `DE_EN_A1`, `DE_EN_A1_B01_L01`. */
export const codeSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;

export const withErrors = <T extends object>(ok: T) => ({
  200: ok,
  '4xx': errorSchema,
  '5xx': errorSchema,
});

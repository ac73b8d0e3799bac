import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** A variable's rule and, in words, what it accepts (the start-up message quotes it). */
const text = (accepts: string, options: { pattern?: string; minLength?: number } = {}) =>
  Type.Optional(Type.String({ ...options, description: accepts }));
const oneOf = (values: string[]) =>
  Type.Optional(
    Type.Union(
      values.map((value) => Type.Literal(value)),
      { description: `one of ${values.join(', ')}` },
    ),
  );

/**
 * The API's environment, checked once at start: a wrong value stops the start with a message that
 * names the variable and what it accepts, instead of being silently replaced by the default.
 * `TRUST_PROXY` has its own parser (parseTrustProxy) with its own message.
 */
export const apiEnvSchema = Type.Object({
  DATABASE_URL: text('a postgres:// or postgresql:// connection string', {
    pattern: '^postgres(ql)?://',
  }),
  MEDIA_SIGNING_SECRET: text('a secret of at least 32 characters', { minLength: 32 }),
  MEDIA_URL_TTL_SECONDS: text('a whole number of seconds from 1 to 300', {
    pattern: '^([1-9][0-9]?|[12][0-9]{2}|300)$',
  }),
  API_ALLOWED_ORIGINS: text('comma-separated origins such as https://example.com', {
    pattern: '^\\s*https?://[^,\\s/]+\\s*(,\\s*https?://[^,\\s/]+\\s*)*$',
  }),
  COOKIE_SECURE: oneOf(['true', 'false', '1', '0', 'auto']),
  SESSION_DAYS: text('a whole number of days from 1 to 3650', {
    pattern: '^([1-9][0-9]{0,2}|[1-2][0-9]{3}|3[0-5][0-9]{2}|36[0-4][0-9]|3650)$',
  }),
  REDIS_URL: text('a redis:// or rediss:// URL', { pattern: '^rediss?://' }),
  REDIS_KEY_PREFIX: text('letters, digits, ":", "_" or "-" (at most 64)', {
    pattern: '^[A-Za-z0-9:_-]{1,64}$',
  }),
  METRICS_PORT: text('a port number from 1 to 65535', {
    pattern:
      '^([1-9][0-9]{0,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5])$',
  }),
  VOLUME_WATCH_MS: text('a whole number of milliseconds from 100 to 60000', {
    pattern: '^([1-9][0-9]{2,3}|[1-5][0-9]{4}|60000)$',
  }),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
});

export type ApiEnv = Static<typeof apiEnvSchema>;

/** The variables of `env` this schema knows, empty ones left out (empty means unset). */
function known(env: NodeJS.ProcessEnv): Record<string, string> {
  const entries = Object.keys(apiEnvSchema.properties)
    .map((name) => [name, env[name]] as const)
    .filter((entry): entry is readonly [string, string] => Boolean(entry[1]));
  return Object.fromEntries(entries);
}

/** `env`'s API variables, or an Error naming the first wrong one and what it accepts. */
export function checkApiEnv(env: NodeJS.ProcessEnv): ApiEnv {
  const values = known(env);
  const error = Value.Errors(apiEnvSchema, values).First();
  if (error) {
    const name = error.path.split('/')[1] ?? error.path;
    const rule = (apiEnvSchema.properties as Record<string, TSchema>)[name];
    const shown = name === 'MEDIA_SIGNING_SECRET' ? '(hidden)' : JSON.stringify(values[name]);
    throw new Error(`${name} must be ${rule?.description ?? 'valid'}, not ${shown}`);
  }
  return values as ApiEnv;
}

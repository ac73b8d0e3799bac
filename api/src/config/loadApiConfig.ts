import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loginSessionDays } from '@btb/shared-contract';
import { maxMediaUrlTtlSeconds } from '../media/signMediaUrl';
import { dataDirOf } from '@btb/database';
import { checkApiEnv } from './apiEnvSchema';
import { parseTrustProxy, type TrustProxy } from './parseTrustProxy';

export interface PasswordHashParams {
  /** scrypt CPU/memory cost N (a power of two). */
  cost: number;
  blockSize: number;
  parallelization: number;
}

export interface MediaOptions {
  /**
   * Length of a song before it is voiced, and of a song without sung lines; a voiced song is as
   * long as its lines need (api/src/voice).
   */
  songSeconds: number;
  /** Length of the preview rendition of restricted songs (SPEC: 20 s). */
  previewSeconds: number;
  /** Sample rate of the generated MP3s; the synthesizer's own 22,050 Hz needs no resampling. */
  sampleRate: number;
}

export interface ApiConfig {
  /** PostgreSQL connection string; PGlite is used when absent. */
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteDir: string;
  mediaDir: string;
  mediaSigningSecret: string;
  /** Lifetime of signed media URLs in seconds (at most 300). */
  mediaUrlTtlSeconds: number;
  allowedOrigins: string[];
  /** 'auto' marks the cookie Secure when the request came over HTTPS. */
  cookieSecure: boolean | 'auto';
  passwordHash: PasswordHashParams;
  media: MediaOptions;
  /** Days a login session lasts. */
  sessionDays: number;
  logLevel: string;
  /** Which proxies' `X-Forwarded-*` headers count (off unless `TRUST_PROXY` says so). */
  trustProxy: TrustProxy;
  /** `REDIS_URL`: shared rate limits and cache invalidation between processes; unset: one process. */
  redisUrl?: string;
  /** `REDIS_KEY_PREFIX` (default `btb:`): processes of one deployment share it, others keep apart. */
  redisKeyPrefix?: string;
  /** `METRICS_PORT`: Prometheus metrics on their own port (`METRICS_HOST`, default 127.0.0.1). */
  metricsPort?: number;
  /** `VOLUME_WATCH_MS` (default 2000): how often the data, media and releases volumes are polled. */
  volumeWatchMs?: number;
}

/** OWASP password storage cheat sheet: scrypt N=2^17, r=8, p=1. */
export const owaspScrypt: PasswordHashParams = { cost: 2 ** 17, blockSize: 8, parallelization: 1 };

export const defaultMedia: MediaOptions = {
  songSeconds: 48,
  previewSeconds: 20,
  sampleRate: 22050,
};

function parseCookieSecure(value: string | undefined): boolean | 'auto' {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return 'auto';
}

/** A stable secret per data folder, so signed URLs survive restarts without any setup. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'media-signing-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // First start: fall through and create it.
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The API's configuration from `env`; a wrong value throws an Error naming it (apiEnvSchema). */
export function loadApiConfig(fullEnv: NodeJS.ProcessEnv = process.env): ApiConfig {
  const env = checkApiEnv(fullEnv);
  const trustProxy = parseTrustProxy(fullEnv.TRUST_PROXY);
  const dataDir = dataDirOf(fullEnv);
  const allowedOrigins = (env.API_ALLOWED_ORIGINS || 'http://localhost:3000')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    mediaDir: path.resolve(fullEnv.MEDIA_DIR || path.join(dataDir, 'media')),
    mediaSigningSecret: env.MEDIA_SIGNING_SECRET || persistedSecret(dataDir),
    mediaUrlTtlSeconds: Number(env.MEDIA_URL_TTL_SECONDS ?? maxMediaUrlTtlSeconds),
    allowedOrigins,
    cookieSecure: parseCookieSecure(env.COOKIE_SECURE),
    passwordHash: owaspScrypt,
    media: defaultMedia,
    sessionDays: Number(env.SESSION_DAYS ?? loginSessionDays),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'btb:',
    metricsPort: env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined,
    volumeWatchMs: env.VOLUME_WATCH_MS ? Number(env.VOLUME_WATCH_MS) : undefined,
  };
}

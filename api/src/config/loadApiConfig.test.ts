import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadApiConfig } from './loadApiConfig';

describe('loadApiConfig', () => {
  it('defaults to PGlite in DATA_DIR and persists a generated signing secret', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'btb-config-'));
    const first = loadApiConfig({ DATA_DIR: dataDir });
    expect(first.databaseUrl).toBeUndefined();
    expect(first.pgliteDir).toBe(path.join(dataDir, 'pglite'));
    expect(first.mediaDir).toBe(path.join(dataDir, 'media'));
    expect(first.mediaSigningSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadApiConfig({ DATA_DIR: dataDir }).mediaSigningSecret).toBe(first.mediaSigningSecret);
    expect(first.mediaUrlTtlSeconds).toBe(300);
    expect(first.cookieSecure).toBe('auto');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads the environment', () => {
    const config = loadApiConfig({
      DATA_DIR: os.tmpdir(),
      DATABASE_URL: 'postgres://u@h/db',
      MEDIA_SIGNING_SECRET: 's'.repeat(40),
      MEDIA_URL_TTL_SECONDS: '60',
      API_ALLOWED_ORIGINS: 'https://a.example, https://b.example',
      COOKIE_SECURE: 'true',
      VOLUME_WATCH_MS: '500',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://u@h/db',
      mediaSigningSecret: 's'.repeat(40),
      mediaUrlTtlSeconds: 60,
      allowedOrigins: ['https://a.example', 'https://b.example'],
      cookieSecure: true,
      volumeWatchMs: 500,
    });
  });

  it('keeps signed media URLs at most five minutes', () => {
    const env = { DATA_DIR: os.tmpdir(), MEDIA_SIGNING_SECRET: 's'.repeat(40) };
    expect(loadApiConfig(env).mediaUrlTtlSeconds).toBe(300);
    expect(() => loadApiConfig({ ...env, MEDIA_URL_TTL_SECONDS: '3600' })).toThrow(
      'MEDIA_URL_TTL_SECONDS must be a whole number of seconds from 1 to 300, not "3600"',
    );
  });

  it.each([
    ['SESSION_DAYS', 'abc', 'a whole number of days from 1 to 3650'],
    ['SESSION_DAYS', '0', 'a whole number of days from 1 to 3650'],
    ['COOKIE_SECURE', 'yes', 'one of true, false, 1, 0, auto'],
    ['LOG_LEVEL', 'loud', 'one of fatal, error, warn, info, debug, trace, silent'],
    ['DATABASE_URL', 'mysql://x', 'a postgres:// or postgresql:// connection string'],
    ['API_ALLOWED_ORIGINS', 'localhost:3000', 'comma-separated origins'],
    ['MEDIA_SIGNING_SECRET', 'short', 'a secret of at least 32 characters'],
    ['VOLUME_WATCH_MS', '50', 'a whole number of milliseconds from 100 to 60000'],
    ['VOLUME_WATCH_MS', '2s', 'a whole number of milliseconds from 100 to 60000'],
  ])('stops on %s=%s with a message naming it and what it accepts', (name, value, accepts) => {
    const env = { DATA_DIR: os.tmpdir(), MEDIA_SIGNING_SECRET: 's'.repeat(40), [name]: value };
    expect(() => loadApiConfig(env)).toThrow(`${name} must be ${accepts}`);
  });
});

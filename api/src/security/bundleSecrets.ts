import fs from 'node:fs';
import path from 'node:path';
import { seededAccounts } from '../seed/seedAccounts';

export interface Secret {
  label: string;
  pattern: string | RegExp;
}

export interface SecretHit {
  file: string;
  label: string;
}

/** Every built `<package>/dist/**\/*.js` of the repository. */
export function findBundleFiles(repoRoot: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js')) files.push(full);
    }
  };
  for (const entry of fs.readdirSync(repoRoot, { withFileTypes: true })) {
    const dist = path.join(repoRoot, entry.name, 'dist');
    if (entry.isDirectory() && entry.name !== 'node_modules' && fs.existsSync(dist)) walk(dist);
  }
  return files;
}

/** Signing secrets of every local data folder (`.data`, `.data/<name>`, `DATA_DIR`). */
function signingSecrets(repoRoot: string, env: NodeJS.ProcessEnv): Secret[] {
  const base = path.join(repoRoot, '.data');
  const dirs = [base, env.DATA_DIR];
  if (fs.existsSync(base)) dirs.push(...fs.readdirSync(base).map((name) => path.join(base, name)));
  const secrets = dirs.flatMap((dir) => {
    const file = dir ? path.join(dir, 'media-signing-secret') : '';
    return file && fs.existsSync(file) ? [fs.readFileSync(file, 'utf8').trim()] : [];
  });
  if (env.MEDIA_SIGNING_SECRET) secrets.push(env.MEDIA_SIGNING_SECRET);
  return [...new Set(secrets)]
    .filter((secret) => secret.length >= 16)
    .map((pattern) => ({ label: 'media signing secret', pattern }));
}

/**
 * What must never reach a browser: signing secrets, seeded passwords, database URLs, keys, and the
 * seed-time copyleft audio tools (docs/voice.md).
 */
export function secretsToLookFor(repoRoot: string, env: NodeJS.ProcessEnv): Secret[] {
  return [
    ...signingSecrets(repoRoot, env),
    ...seededAccounts.map((account) => ({
      label: `seeded password of ${account.username}`,
      pattern: account.password,
    })),
    ...(env.DATABASE_URL ? [{ label: 'DATABASE_URL', pattern: env.DATABASE_URL }] : []),
    { label: 'database connection URL', pattern: /\bpostgres(?:ql)?:\/\/[^\s'"`]+/ },
    { label: 'private key', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/ },
    { label: 'eSpeak NG (GPL, seed time only)', pattern: /eSpeakNGWorker|espeak-ng\.data/ },
    { label: 'LAME encoder (seed time only)', pattern: /createMp3Encoder|lame_encode_buffer/ },
  ];
}

export function findSecrets(files: string[], secrets: Secret[]): SecretHit[] {
  const hits: SecretHit[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const { label, pattern } of secrets) {
      const found = typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
      if (found) hits.push({ file, label });
    }
  }
  return hits;
}

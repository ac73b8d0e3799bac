import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHashParams } from '../config/loadApiConfig';

const keyLength = 32;

function derive(password: string, salt: Buffer, params: PasswordHashParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.cost,
    r: params.blockSize,
    p: params.parallelization,
    // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below OWASP's N=2^17.
    maxmem: 256 * params.cost * params.blockSize + 1024 * 1024,
  };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`: parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, params: PasswordHashParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  const { cost, blockSize, parallelization } = params;
  return [
    'scrypt',
    cost,
    blockSize,
    parallelization,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const params = { cost: Number(n), blockSize: Number(r), parallelization: Number(p) };
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

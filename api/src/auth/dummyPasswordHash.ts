import type { PasswordHashParams } from '../config/loadApiConfig';
import { hashPassword } from './passwordHash';

const cache = new Map<string, Promise<string>>();

/** A real hash of a random password with the current parameters, made once per process. */
export function dummyPasswordHash(params: PasswordHashParams): Promise<string> {
  const key = `${params.cost}:${params.blockSize}:${params.parallelization}`;
  let hash = cache.get(key);
  if (!hash) {
    hash = hashPassword(`dummy-${Math.random()}`, params);
    cache.set(key, hash);
  }
  return hash;
}

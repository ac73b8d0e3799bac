/**
 * The one module that reads and writes browser storage. Every read goes through a validator, so a
 * hand-edited or outdated value falls back to a safe default instead of crashing a page.
 */
type StorageKind = 'local' | 'session';

function storageOf(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored<T>(
  key: string,
  validate: (value: unknown) => T | undefined,
  fallback: T,
  kind: StorageKind = 'local',
): T {
  const raw = storageOf(kind)?.getItem(key);
  if (raw == null) return fallback;
  try {
    const value = validate(JSON.parse(raw));
    return value === undefined ? fallback : value;
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown, kind: StorageKind = 'local'): void {
  try {
    storageOf(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // A full quota or blocked storage: the state still lives in memory for this page.
  }
}

export function removeStored(key: string, kind: StorageKind = 'local'): void {
  try {
    storageOf(kind)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is blocked.
  }
}

/** The saves under way in this page: how far each has come, for its button and the list. */
export interface SavingProgress {
  done: number;
  total: number;
}

const progress = new Map<string, SavingProgress>();
const listeners = new Set<() => void>();
/** No save under way: one object, read by the server render and the hydrating browser alike. */
export const noSavingProgress: ReadonlyMap<string, SavingProgress> = new Map();
let snapshot = noSavingProgress;

function publish(): void {
  snapshot = progress.size ? new Map(progress) : noSavingProgress;
  for (const listener of listeners) listener();
}

export function setSavingProgress(key: string, value: SavingProgress | null): void {
  if (value) progress.set(key, value);
  else progress.delete(key);
  publish();
}

export function readSavingProgress(): ReadonlyMap<string, SavingProgress> {
  return snapshot;
}

export function subscribeSavingProgress(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

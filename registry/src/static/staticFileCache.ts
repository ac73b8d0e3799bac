import { stat } from 'node:fs/promises';
import { LRUCache } from 'lru-cache';
import { loadStaticFile, type StaticFile } from './loadStaticFile';

export interface StaticFileCacheLimits {
  /** Bytes held in all, the least recently sent files dropped first. */
  maxBytes: number;
  /** A larger file is not held (@fastify/static streams it). */
  maxFileBytes: number;
  /**
   * How long a held file is sent without a look at the disk: a pruned release or a chunk a rebuild
   * removed is then gone (404) within this time, as it was at once when every request looked.
   */
  recheckMs: number;
}

const defaultStaticFileLimits: StaticFileCacheLimits = {
  maxBytes: 64 * 1024 * 1024,
  maxFileBytes: 4 * 1024 * 1024,
  recheckMs: 1000,
};

interface Entry {
  file: StaticFile;
  checkedAt: number;
}

export type StaticFileCache = ReturnType<typeof createStaticFileCache>;

/**
 * Files that never change under their name (a release's, a content-hashed chunk), held in memory
 * by absolute path and bounded in bytes, the least recently sent dropped first.
 */
export function createStaticFileCache(limits: StaticFileCacheLimits = defaultStaticFileLimits) {
  const entries = new LRUCache<string, Entry>({
    maxSize: limits.maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.file.bytes),
  });
  const loading = new Map<string, Promise<StaticFile | undefined>>();
  const load = (filePath: string) => {
    let pending = loading.get(filePath);
    if (!pending) {
      pending = loadStaticFile(filePath, limits.maxFileBytes)
        .catch(() => undefined)
        .then((file) => {
          loading.delete(filePath);
          if (file && file.bytes <= limits.maxBytes)
            entries.set(filePath, { file, checkedAt: Date.now() });
          return file;
        });
      loading.set(filePath, pending);
    }
    return pending;
  };
  /** Same size and modification time: the file held is still the one on disk. */
  const unchanged = async (filePath: string, file: StaticFile) => {
    const now = await stat(filePath).catch(() => undefined);
    return now?.size === file.stat.size && now.mtimeMs === file.stat.mtimeMs;
  };

  return {
    /** The file, from memory when held; undefined when it is missing or not one to hold. */
    async get(filePath: string): Promise<StaticFile | undefined> {
      const entry = entries.get(filePath);
      if (!entry) return load(filePath);
      const now = Date.now();
      if (now - entry.checkedAt < limits.recheckMs) return entry.file;
      // Requests meanwhile get the held file rather than a look of their own.
      entry.checkedAt = now;
      if (await unchanged(filePath, entry.file)) return entry.file;
      entries.delete(filePath);
      return load(filePath);
    },
    get heldBytes() {
      return entries.calculatedSize;
    },
  };
}

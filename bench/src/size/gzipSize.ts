import { gzipSync } from 'node:zlib';

/** gzip -9 size, the figure size budgets are usually stated in. */
export const gzipSize = (body: Buffer): number => gzipSync(body, { level: 9 }).length;

export const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

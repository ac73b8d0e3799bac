import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { contentTypeOf } from './contentTypes';

export type Encoding = 'br' | 'gzip';

/** One way of sending a file: its bytes and the headers that describe them. */
export interface Representation {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
}

/** A file held in memory with the build's compressed copies of it. */
export interface StaticFile {
  identity: Representation;
  encoded: Partial<Record<Encoding, Representation>>;
  /** What @fastify/static's `setHeaders` is handed, and what tells a changed file. */
  stat: Stats;
  lastModified: string;
  /** Bytes held, every representation counted. */
  bytes: number;
}

/** The build writes `<file>.br` and `<file>.gz` beside each file that compresses (tooling/precompressPlugin.cjs). */
const extensions: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

const readIfThere = (file: string) => readFile(file).catch(() => undefined);

/**
 * Reads a file and its compressed copies; undefined when it is not a file of a listed type or is
 * larger than `maxFileBytes` (left to @fastify/static, which streams it). The ETag is strong and
 * differs per encoding, as the bytes do.
 */
export async function loadStaticFile(
  filePath: string,
  maxFileBytes: number,
): Promise<StaticFile | undefined> {
  const type = contentTypeOf(filePath);
  const info = await stat(filePath).catch(() => undefined);
  if (!type || !info?.isFile() || info.size > maxFileBytes) return undefined;
  const [body, br, gzip] = await Promise.all([
    readFile(filePath),
    readIfThere(filePath + extensions.br),
    readIfThere(filePath + extensions.gzip),
  ]);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const lastModified = info.mtime.toUTCString();
  const representation = (bytes: Buffer, encoding?: Encoding): Representation => {
    const etag = `"${hash}${encoding ? `-${encoding}` : ''}"`;
    const headers: Record<string, string> = {
      'content-type': type,
      etag,
      'last-modified': lastModified,
      'accept-ranges': 'bytes',
    };
    if (encoding) headers['content-encoding'] = encoding;
    return { body: bytes, etag, headers };
  };
  const encoded: StaticFile['encoded'] = {};
  if (br) encoded.br = representation(br, 'br');
  if (gzip) encoded.gzip = representation(gzip, 'gzip');
  return {
    identity: representation(body),
    encoded,
    stat: info,
    lastModified,
    bytes: body.length + (br?.length ?? 0) + (gzip?.length ?? 0),
  };
}

import { savedCacheName } from './offlineKeys';

/** The cache saved songs and lessons live in. */
export function openSavedCache(): Promise<Cache> {
  return caches.open(savedCacheName);
}

/** A JSON answer as the worker gives it back offline. */
export function jsonResponse(text: string): Response {
  return new Response(text, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** Deletes `keys` from the saved cache (a missing key is fine). */
export async function deleteSavedFiles(keys: readonly string[]): Promise<void> {
  if (keys.length === 0 || typeof caches === 'undefined') return;
  const cache = await openSavedCache();
  await Promise.all(keys.map((key) => cache.delete(key)));
}

/**
 * The size of a file behind `url` without downloading it: a one-byte range request answers
 * `Content-Range: bytes 0-0/<size>`; a server that ignores ranges answers its `Content-Length`.
 */
export async function probeSize(url: string, signal?: AbortSignal): Promise<number> {
  const response = await fetch(url, { headers: { Range: 'bytes=0-0' }, signal });
  void response.body?.cancel();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const range = /\/(\d+)$/.exec(response.headers.get('Content-Range') ?? '');
  const size = Number(range?.[1] ?? response.headers.get('Content-Length'));
  if (!Number.isFinite(size) || size <= 0) throw new Error(`${url} has no size`);
  return size;
}

/** Downloads `url` whole, reporting each chunk's bytes, and gives it back as a stored answer. */
export async function downloadWithProgress(
  url: string,
  onBytes: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<Response> {
  const response = await fetch(url, { signal });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    onBytes(value.byteLength);
  }
  const blob = new Blob(chunks, {
    type: response.headers.get('Content-Type') ?? 'application/octet-stream',
  });
  return new Response(blob, {
    headers: { 'Content-Type': blob.type, 'Content-Length': String(blob.size) },
  });
}

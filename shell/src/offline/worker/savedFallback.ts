import { savedCacheName, savedQuizCodeKey } from '@btb/shared-player/offlineKeys';

interface RouteArgs {
  request: Request;
}

async function savedAnswer(key: string): Promise<Response | undefined> {
  const cache = await caches.open(savedCacheName);
  return cache.match(key, { ignoreVary: true });
}

/**
 * An API read goes to the network as ever; only when the network cannot answer (offline, a
 * dropped connection) does a saved song's or lesson's copy answer instead. Nothing is stored here:
 * only what the learner saved is there to answer.
 */
export async function networkThenSaved({ request }: RouteArgs): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const saved = await savedAnswer(request.url);
    if (saved) return saved;
    throw error;
  }
}

/** The lesson code's check, answered offline from a saved lesson (keyed by its code). */
export async function quizCodeThenSaved({ request }: RouteArgs): Promise<Response> {
  const copy = request.clone();
  try {
    return await fetch(request);
  } catch (error) {
    const body: unknown = await copy.json().catch(() => null);
    const code =
      body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'string'
        ? (body as { code: string }).code
        : '';
    const saved = code ? await savedAnswer(savedQuizCodeKey(code)) : undefined;
    if (saved) return saved;
    throw error;
  }
}

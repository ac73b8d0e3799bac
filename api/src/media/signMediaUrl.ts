import { createHmac, timingSafeEqual } from 'node:crypto';

export type MediaKind = 'audio' | 'podcasts';

/** Signed media URLs live at most this long; the player asks for a fresh one while it plays. */
export const maxMediaUrlTtlSeconds = 300;

function signature(
  secret: string,
  kind: MediaKind,
  fileName: string,
  expires: number,
  holder: string,
): string {
  return createHmac('sha256', secret)
    .update(`${kind}/${fileName}:${expires}:${holder}`)
    .digest('base64url');
}

/**
 * `/api/media/<kind>/<file>?exp=<unix seconds>&sig=<HMAC-SHA256>`. `holder` (see mediaHolder) binds
 * the URL to the session that asked for it; `''` for listeners without one.
 */
export function signMediaUrl(
  secret: string,
  kind: MediaKind,
  fileName: string,
  expires: number,
  holder = '',
): string {
  const sig = signature(secret, kind, fileName, expires, holder);
  return `/api/media/${kind}/${encodeURIComponent(fileName)}?exp=${expires}&sig=${sig}`;
}

export type SignatureCheck = 'ok' | 'expired' | 'invalid';

export function checkMediaSignature(
  secret: string,
  kind: MediaKind,
  fileName: string,
  expires: number,
  sig: string,
  holder = '',
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  const expected = Buffer.from(signature(secret, kind, fileName, expires, holder));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return expires < nowSeconds ? 'expired' : 'ok';
}

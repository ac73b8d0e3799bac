import { createHmac, timingSafeEqual } from 'node:crypto';

export type MediaKind = 'audio' | 'podcasts';

function signature(secret: string, kind: MediaKind, fileName: string, expires: number): string {
  return createHmac('sha256', secret).update(`${kind}/${fileName}:${expires}`).digest('base64url');
}

/** `/api/media/<kind>/<file>?exp=<unix seconds>&sig=<HMAC-SHA256>`. */
export function signMediaUrl(
  secret: string,
  kind: MediaKind,
  fileName: string,
  expires: number,
): string {
  const sig = signature(secret, kind, fileName, expires);
  return `/api/media/${kind}/${encodeURIComponent(fileName)}?exp=${expires}&sig=${sig}`;
}

export type SignatureCheck = 'ok' | 'expired' | 'invalid';

export function checkMediaSignature(
  secret: string,
  kind: MediaKind,
  fileName: string,
  expires: number,
  sig: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  const expected = Buffer.from(signature(secret, kind, fileName, expires));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return expires < nowSeconds ? 'expired' : 'ok';
}

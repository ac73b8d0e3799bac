import type { Encoding } from './loadStaticFile';

const preference: Encoding[] = ['br', 'gzip'];

/**
 * The encodings the client takes (RFC 9110 `Accept-Encoding`), best first: by weight, then brotli
 * before gzip. `*` stands for gzip when gzip is not named, as @fastify/static reads it.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weightOf = (encoding: Encoding) =>
    weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('*') : undefined) ?? 0;
  return preference
    .filter((encoding) => weightOf(encoding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
}

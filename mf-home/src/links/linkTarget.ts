/** Where a link from the server leads, by SPEC section 2's rules. */
export type LinkTarget =
  { kind: 'app'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

const quizHash = /^#(quiz|test)/i;
const httpUrl = /^https?:\/\/[^\s]+$/i;

export function linkTarget(link: string | null | undefined): LinkTarget {
  const value = (link ?? '').trim();
  if (quizHash.test(value)) return { kind: 'app', to: '/quiz' };
  // "//host" would leave the site while looking like an in-app path.
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'app', to: value };
  if (httpUrl.test(value)) return { kind: 'external', href: value };
  return { kind: 'none' };
}

/** Pages of one learner or one link (issue 36): no search engine needs them. */
export const privatePaths = ['/auth', '/confirm-email', '/me', '/review', '/deployments'];

/** `/robots.txt`: everything but the private pages, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

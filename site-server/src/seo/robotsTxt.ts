import { privatePagePaths } from '@btb/platform';

/**
 * `/robots.txt`: everything but the private pages (the shell's and the routes platform.json marks
 * `private`), and where the sitemap is.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...privatePagePaths({}).map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

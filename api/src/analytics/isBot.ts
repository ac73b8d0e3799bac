import { isbot } from 'isbot';

/**
 * SPEC: bots are excluded from analytics. Crawlers, previewers, headless browsers and generic HTTP
 * clients (curl, node, undici, httpx, Scrapy, Postman, aiohttp…) by one kept list (`isbot`), the
 * same the shell uses; an empty user agent counts as a bot too.
 */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

import { isbot } from 'isbot';

/**
 * SPEC section 6: bots are left out of analytics. One kept list (`isbot`), the same the API uses,
 * so the browser and the server agree; an empty user agent counts as a bot too.
 */
export function isBot(userAgent: string): boolean {
  return !userAgent || isbot(userAgent);
}

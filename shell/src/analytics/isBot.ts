const botPattern =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|headless|phantomjs|lighthouse|pingdom|uptime|curl\/|wget\/|python-requests|node-fetch|axios\//i;

/** SPEC section 6: bots are left out of analytics. */
export function isBot(userAgent: string): boolean {
  return !userAgent || botPattern.test(userAgent);
}

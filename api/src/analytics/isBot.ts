/** Crawlers, link previewers, monitors, headless browsers and HTTP libraries. */
const botPattern =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|skypeuripreview|headlesschrome|phantomjs|lighthouse|pingdom|uptimerobot|statuscake|curl|wget|python-requests|httpclient|go-http-client|axios|node-fetch|okhttp|java\//i;

/** SPEC: bots are excluded from analytics. An empty user agent counts as a bot too. */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || botPattern.test(userAgent);
}

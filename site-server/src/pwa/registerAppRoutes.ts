import type { FastifyInstance } from 'fastify';
import { uiLanguages, type Language } from '@btb/shared-contract';
import { appIconPngs } from './appIconPngs';
import { appIcons, manifestLanguage, webAppManifest } from './webAppManifest';

/** A day: the icons and manifest change only with a deploy of the site server. */
const daily = 'public, max-age=86400';

/**
 * What makes the site an installable app (docs/offline.md): `/manifest.webmanifest` and the icons
 * it names, drawn from the logo. The service worker itself (`/sw.js`) is a file of the shell's build.
 */
export function registerAppRoutes(site: FastifyInstance): void {
  const manifests = Object.fromEntries(
    uiLanguages.map((language) => [language, JSON.stringify(webAppManifest(language))]),
  ) as Record<Language, string>;
  site.get<{ Querystring: { lang?: unknown } }>('/manifest.webmanifest', async (request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('Cache-Control', daily)
      .send(manifests[manifestLanguage(request.query.lang)]),
  );
  const pngOf = appIconPngs();
  for (const icon of appIcons) {
    site.get(icon.src, async (_request, reply) =>
      reply
        .type('image/png')
        .header('Cache-Control', daily)
        .send(await pngOf(icon)),
    );
  }
}

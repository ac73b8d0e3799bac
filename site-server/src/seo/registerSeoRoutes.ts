import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { songShareCard } from '@btb/api';
import type { Queryable } from '@btb/database';
import { robotsTxt } from './robotsTxt';
import { sitemapFiles } from './sitemapFiles';
import { songOgImages, type SongCard } from './songOgImage';

export interface SeoOptions {
  db: Queryable;
  /** The API on this origin: song covers are read through it, as a browser reads them. */
  api: FastifyInstance;
  dataDir: string;
  /** The site's public origin, for the sitemap's and robots.txt's absolute URLs. */
  siteOrigin: string;
}

/** A year: a preview's URL names one song, drawn once. */
const immutable = 'public, max-age=31536000, immutable';

/**
 * What search engines and link previews ask the site for (docs/seo.md): `/robots.txt`,
 * `/sitemap.xml` (an index with `/sitemap-N.xml` past 50,000 URLs) and `/og/song/{id}.png`.
 */
export function registerSeoRoutes(site: FastifyInstance, options: SeoOptions): void {
  const { db, api, siteOrigin } = options;
  const sitemaps = sitemapFiles(db, siteOrigin);
  const images = songOgImages(path.join(options.dataDir, 'og'));

  site.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(siteOrigin)),
  );

  const sendSitemap = async (reply: FastifyReply, part: number) => {
    const xml = await sitemaps.file(part);
    if (xml === null) return reply.callNotFound();
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(xml);
  };
  site.get('/sitemap.xml', async (_request, reply) => sendSitemap(reply, 0));
  site.get<{ Params: { part: string } }>('/sitemap-:part(^\\d{1,6}).xml', async (request, reply) =>
    sendSitemap(reply, Number(request.params.part)),
  );

  async function cardOf(id: number): Promise<SongCard | null> {
    const song = await songShareCard(db, id);
    if (!song) return null;
    const cover = await api.inject({
      method: 'GET',
      url: `/api/image/${encodeURIComponent(song.image)}`,
    });
    const svg = cover.statusCode === 200 && cover.body.trimStart().startsWith('<svg');
    // A cover that is not an SVG (or missing): the preview keeps its band and title.
    return {
      title: song.title,
      creator: song.creator,
      coverSvg: svg ? cover.body : '<svg xmlns="http://www.w3.org/2000/svg"/>',
    };
  }

  site.get<{ Params: { file: string } }>('/og/song/:file', async (request, reply) => {
    const match = /^(\d{1,9})\.png$/.exec(request.params.file);
    const id = match ? Number(match[1]) : 0;
    const png = id > 0 ? await images.get(id, () => cardOf(id)) : null;
    if (!png) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type('image/png').header('Cache-Control', immutable).send(png);
  });
}

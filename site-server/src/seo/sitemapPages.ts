import { listSitemapEntries } from '@btb/api';
import type { Queryable } from '@btb/database';
import type { SitemapPage } from './sitemapXml';
import { bookOverviewPath, songPath } from '@btb/platform/links';

/**
 * Every page worth a search engine's visit, from the API's catalogue: home, search, each song and
 * each learning plan (listSitemapEntries).
 */
export async function sitemapPages(db: Queryable): Promise<SitemapPage[]> {
  const { songs, plans } = await listSitemapEntries(db);
  const latest = songs.reduce<string | undefined>(
    (max, { lastmod }) => (!max || lastmod > max ? lastmod : max),
    undefined,
  );
  return [
    { path: '/', lastmod: latest },
    { path: '/search', lastmod: latest },
    ...songs.map(({ id, lastmod }) => ({ path: songPath(id), lastmod })),
    ...plans.map(({ code, lastmod }) => ({
      path: bookOverviewPath(code),
      lastmod: lastmod ?? latest,
    })),
  ];
}

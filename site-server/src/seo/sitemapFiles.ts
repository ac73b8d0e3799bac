import { sitemapVersion } from '@btb/api';
import type { Queryable } from '@btb/database';
import { sitemapPages } from './sitemapPages';
import { sitemapIndexXml, sitemapParts, sitemapXml, urlsPerSitemap } from './sitemapXml';

/**
 * The sitemap's files, built from the database and kept until the catalogue changes (a song added
 * or removed; checked with one small query per ask). Part 0 is `/sitemap.xml`: the whole sitemap,
 * or past `perFile` URLs the index of parts 1…n (`/sitemap-1.xml` …). Null: no such part.
 */
export function sitemapFiles(db: Queryable, origin: string, perFile = urlsPerSitemap) {
  let built: { version: string; files: string[] } | null = null;
  let building: Promise<{ version: string; files: string[] }> | null = null;

  async function build(version: string) {
    const parts = sitemapParts(await sitemapPages(db), perFile);
    const files =
      parts.length === 1
        ? [sitemapXml(origin, parts[0] ?? [])]
        : [sitemapIndexXml(origin, parts), ...parts.map((part) => sitemapXml(origin, part))];
    return { version, files };
  }

  return {
    async file(part: number): Promise<string | null> {
      const version = await sitemapVersion(db);
      if (built?.version !== version) {
        building ??= build(version).finally(() => {
          building = null;
        });
        built = await building;
      }
      return built.files[part] ?? null;
    },
  };
}

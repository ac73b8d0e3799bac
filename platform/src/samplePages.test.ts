import { fillRoutePath } from './links';
import { remoteSamplePages, seededRouteParams } from './samplePages';
import { remoteApps } from './apps';

describe('the pages suites and the bench visit', () => {
  it('gives every route of every remote once, its parameters filled with seeded values', () => {
    const pages = remoteSamplePages();
    expect(pages).toHaveLength(remoteApps.flatMap((remote) => remote.routes).length);
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/', '/song/1', '/book-overview/DE_EN', '/review', '/me']),
    );
    for (const page of pages) expect(page.path).not.toContain(':');
    expect(pages.find((page) => page.path === '/song/1')).toMatchObject({
      remote: 'mf-song',
      name: 'mf_song',
      module: 'SongPage',
    });
  });

  it('refuses a route whose parameter has no sample value', () => {
    expect(fillRoutePath('/lesson/:code', seededRouteParams)).toBe('/lesson/DE_EN');
    expect(() => fillRoutePath('/lesson/:code/:part', seededRouteParams)).toThrow(':part');
  });
});

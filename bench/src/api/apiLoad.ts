import { apiPort, dataDir, helloPort } from '../config';
import { RssSampler, type RssSummary } from '../site/RssSampler';
import { benchApiEnv, prepareBenchCatalogue, songIds, type CatalogueReport } from './benchDatabase';
import { cannon, pick, seeded, type LoadResult } from './cannon';
import { startServerProcess } from './serverProcess';

/** Search terms as people type them: common words, a title fragment, a code, one that finds nothing. */
export const searchTerms = [
  'kartoffel',
  'begrüßungen',
  'schlager pop',
  'DE_EN_A1',
  'family 77',
  'xyzzy',
];

export interface ApiLoadReport {
  catalogue: CatalogueReport;
  throughput: LoadResult[];
  resilience: LoadResult & { rss: RssSummary; healthyAfter: boolean };
}

/** Throughput at 100 connections per endpoint next to hello-world, then the 200-user soak. */
export async function measureApiLoad(
  loadSeconds: number,
  soakSeconds: number,
): Promise<ApiLoadReport> {
  const catalogue = await prepareBenchCatalogue();
  const ids = await songIds();
  const env = benchApiEnv();
  const api = await startServerProcess('apiServer.ts', apiPort, env);
  const hello = await startServerProcess('helloServer.ts', helloPort, {
    ...process.env,
    DATA_DIR: dataDir,
  });
  try {
    const random = seeded(42);
    const base = `http://127.0.0.1:${apiPort}`;
    const search = () => `/api/content/search?q=${encodeURIComponent(pick(searchTerms, random))}`;
    const song = () => `/api/song/${pick(ids, random)}`;
    const throughput: LoadResult[] = [];
    const run = (name: string, url: string, paths: () => string) =>
      cannon({ name, url, connections: 100, seconds: loadSeconds, paths });
    // A short warm-up so the first figures do not include JIT and connection-pool start.
    await cannon({ name: 'warm-up', url: base, connections: 20, seconds: 2, paths: search });
    throughput.push(
      await run('hello-world (bare Fastify)', `http://127.0.0.1:${helloPort}`, () => '/'),
    );
    throughput.push(await run('search', base, search));
    // The same search at 10 connections: the latency one request sees when the box is not saturated.
    throughput.push(
      await cannon({
        name: 'search',
        url: base,
        connections: 10,
        seconds: loadSeconds,
        paths: search,
      }),
    );
    throughput.push(await run('song detail', base, song));
    throughput.push(await run('playlists', base, () => '/api/playlists'));
    await hello.stop();

    const mix = [
      search,
      song,
      () => '/api/playlists',
      () => '/api/hero-slides',
      () => '/api/faqs',
      () => '/api/subjects',
      () => '/api/content/category/top-rated',
      () => `/api/song/${pick(ids, random)}/podcast-info`,
    ];
    // Browsers ask for compressed bodies; the baseline is the RSS after a 10 s warm-up at 10.
    const headers = { 'accept-encoding': 'gzip, br' };
    const paths = () => pick(mix, random)();
    await cannon({ name: 'soak warm-up', url: base, connections: 10, seconds: 10, paths, headers });
    const rss = new RssSampler(api.pid);
    const soak = await cannon({
      name: `mix of ${mix.length} API calls, gzip/br`,
      url: base,
      connections: 200,
      seconds: soakSeconds,
      paths,
      headers,
    });
    const rssSummary = rss.stop();
    const healthyAfter = await fetch(`${base}/api/playlists`)
      .then((r) => r.ok)
      .catch(() => false);
    return { catalogue, throughput, resilience: { ...soak, rss: rssSummary, healthyAfter } };
  } finally {
    await hello.stop().catch(() => undefined);
    await api.stop();
  }
}

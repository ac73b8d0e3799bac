import { apiPort, helloPort } from '../config';
import { RssSampler, type RssSummary } from '../site/RssSampler';
import {
  benchApiEnv,
  prepareBenchCatalogue,
  songIds,
  type BenchDatabaseKind,
  type CatalogueReport,
} from './benchDatabase';
import { cannon, pick, seeded, warmUp, type LoadResult } from './cannon';
import { captureAnswers, sameBytesEnv } from './sameBytes';
import { benchDatabases, prime, searchTerms, skipped } from './apiLoadInputs';
import { startServerProcess, type ServerProcess } from './serverProcess';

/**
 * Song detail as a cached read: 1,000 songs, as many as a popular set and well within the
 * response cache's 2,000 entries. The same read over all 100,000 ids is measured beside it (mostly
 * misses: a database read per request).
 */
const popularSongs = 1_000;

export interface ApiLoadRun {
  database: BenchDatabaseKind;
  catalogue: CatalogueReport;
  /**
   * Bare Fastify hello-world, measured right before each cached read and once after them, so a
   * busy machine's swings fall on both sides of the comparison alike.
   */
  hello: LoadResult[];
  /** The cached reads of issue 15 point 5, each held against hello-world. */
  cachedReads: LoadResult[];
  /**
   * Per cached read, the bare hello-world server sending that read's answers byte for byte
   * (measured right before the read): what the bodies alone cost any server and the load generator.
   * `bodyBytes` is their mean size as sent.
   */
  sameBytes: (LoadResult & { bodyBytes: number })[];
  /** Other figures: uncached song detail, search at 10 connections. */
  other: LoadResult[];
  soak: LoadResult & { rss: RssSummary; healthyAfter: boolean };
}

export interface ApiLoadReport {
  runs: ApiLoadRun[];
}

/** Cached reads at 100 connections next to hello-world, then the 200-connection soak, per database. */
export async function measureApiLoad(
  loadSeconds: number,
  soakSeconds: number,
  databases: BenchDatabaseKind[] = benchDatabases(process.env),
): Promise<ApiLoadReport> {
  const runs: ApiLoadRun[] = [];
  const readsOnly = process.env.BENCH_API_READS_ONLY === '1';
  for (const database of databases)
    runs.push(await measureOne(database, loadSeconds, soakSeconds, readsOnly));
  return { runs };
}

async function measureOne(
  database: BenchDatabaseKind,
  loadSeconds: number,
  soakSeconds: number,
  readsOnly: boolean,
): Promise<ApiLoadRun> {
  const catalogue = await prepareBenchCatalogue(database);
  const ids = await songIds(database);
  const env = benchApiEnv(database);
  const api = await startServerProcess('apiServer.ts', apiPort, env);
  let hello: ServerProcess | undefined;
  try {
    const random = seeded(42);
    const base = `http://127.0.0.1:${apiPort}`;
    const helloBase = `http://127.0.0.1:${helloPort}`;
    const anyOf = (paths: string[]) => () => pick(paths, random);
    const searchPaths = searchTerms.map(
      (term) => `/api/content/search?q=${encodeURIComponent(term)}`,
    );
    const search = anyOf(searchPaths);
    const popular = ids.slice(0, popularSongs);
    const anySong = () => `/api/song/${pick(ids, random)}`;
    // Asked as browsers ask: the API keeps each cached body compressed too (playlists: 113 KB as
    // JSON, 18 KB as brotli), so it sends those bytes without compressing per request.
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const run = (name: string, url: string, paths: () => string, connections = 100) =>
      cannon({
        name,
        url,
        connections,
        seconds: loadSeconds,
        paths,
        headers,
        serverPid: url === helloBase ? hello?.pid : api.pid,
      });
    // Each read asks for one of its paths at random per request.
    const reads: { name: string; paths: string[] }[] = [
      { name: 'playlists', paths: ['/api/playlists'] },
      {
        name: `song detail (${popularSongs} songs)`,
        paths: popular.map((id) => `/api/song/${id}`),
      },
      { name: 'search', paths: searchPaths },
      { name: 'hero slides', paths: ['/api/hero-slides?language=en'] },
      { name: 'FAQs', paths: ['/api/faqs?language=en'] },
      { name: 'book overview', paths: ['/api/book-overview/DE_EN'] },
    ];
    // A short warm-up so the first figures do not include JIT and connection-pool start.
    for (const read of reads) await warmUp(base, anyOf(read.paths));
    // Every answer the reads ask for, as the API sent it, for the bare server to send alike.
    const captured = await captureAnswers(
      base,
      reads.flatMap((read) => read.paths),
      headers,
    );
    hello = await startServerProcess('helloServer.ts', helloPort, {
      ...env,
      [sameBytesEnv]: captured.file,
    });
    await cannon({
      name: 'warm-up',
      url: helloBase,
      connections: 20,
      seconds: 1,
      paths: () => '/',
    });

    const helloRuns: LoadResult[] = [];
    const measureHello = async () =>
      helloRuns.push(await run('hello-world (bare Fastify)', helloBase, () => '/'));
    const cachedReads: LoadResult[] = [];
    const sameBytes: ApiLoadRun['sameBytes'] = [];
    for (const read of reads) {
      // Hello-world right before each read, then the same server sending the read's answers byte
      // for byte; then the read itself, as cache hits: every answer it asks for is loaded just
      // before it (entries live 30 s).
      await measureHello();
      const paths = anyOf(read.paths);
      const sizes = read.paths.map((path) => captured.answers.get(path)?.body.length ?? 0);
      sameBytes.push({
        ...(await run('same bytes, bare Fastify', helloBase, paths)),
        bodyBytes: Math.round(sizes.reduce((sum, size) => sum + size, 0) / sizes.length),
      });
      await prime(base, read.paths);
      await cannon({ name: 'warm-up', url: base, connections: 20, seconds: 1, paths, headers });
      cachedReads.push(await run(read.name, base, paths));
    }
    await measureHello();
    await hello.stop();
    // What every run reports; a reads-only run skips the rest.
    const readResults = { database, catalogue, hello: helloRuns, cachedReads, sameBytes };
    if (readsOnly)
      return {
        ...readResults,
        other: [],
        soak: {
          ...skipped('soak'),
          rss: { startMb: 0, maxMb: 0, endMb: 0, samples: 0 },
          healthyAfter: true,
        },
      };
    const other = [
      await cannon({
        name: 'playlists, uncompressed',
        url: base,
        connections: 100,
        seconds: loadSeconds,
        paths: () => '/api/playlists',
        serverPid: api.pid,
      }),
      await run('song detail (all 100,000, uncached)', base, anySong),
      // The latency one search sees when the box is not saturated.
      await run('search', base, search, 10),
    ];

    const mix = [
      search,
      anySong,
      () => '/api/playlists',
      () => '/api/hero-slides',
      () => '/api/faqs',
      () => '/api/subjects',
      () => '/api/content/category/top-rated',
      () => `/api/song/${pick(ids, random)}/podcast-info`,
    ];
    // The soak asks with `gzip, br`; the baseline is the RSS after a 10 s warm-up at 10.
    const soakHeaders = { 'accept-encoding': 'gzip, br' };
    const paths = () => pick(mix, random)();
    await cannon({
      name: 'soak warm-up',
      url: base,
      connections: 10,
      seconds: 10,
      paths,
      headers: soakHeaders,
    });
    const rss = new RssSampler(api.pid);
    const soak = await cannon({
      name: `mix of ${mix.length} API calls, gzip/br`,
      url: base,
      connections: 200,
      seconds: soakSeconds,
      paths,
      headers: soakHeaders,
    });
    // "After": once the load is gone, what the process keeps.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const rssSummary = rss.stop();
    const healthyAfter = await fetch(`${base}/api/playlists`)
      .then((r) => r.ok)
      .catch(() => false);
    return {
      ...readResults,
      other,
      soak: { ...soak, rss: rssSummary, healthyAfter },
    };
  } finally {
    await hello?.stop().catch(() => undefined);
    await api.stop();
  }
}

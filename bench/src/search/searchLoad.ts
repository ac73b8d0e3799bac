import { apiPort, helloPort, noResponseCacheEnv } from '../config';
import { cannon, pick, seeded, warmUp, type LoadResult } from '../api/cannon';
import { startServerProcess, type ServerProcess } from '../api/serverProcess';
import { createSearchDatabase } from './searchDatabase';

export const searchCatalogueSize = 100_000;
export const searchConnections = [10, 50] as const;

/** What learners type, by kind; each request picks one at random. */
export const searchQueries: { kind: string; paths: string[] }[] = [
  {
    kind: 'exact word',
    paths: ['Technik', 'Kartoffel', 'Begrüßungen', 'Geburtstag', 'Jahreszeiten'].map(
      (q) => `q=${encodeURIComponent(q)}`,
    ),
  },
  {
    kind: 'one typo',
    paths: ['Tehcnik', 'Kartofel', 'Begrusungen', 'Geburtstga', 'Jahreszieten'].map(
      (q) => `q=${encodeURIComponent(q)}`,
    ),
  },
  {
    kind: 'vocabulary',
    paths: ['ordenador', 'password', 'Handys', 'pantalla', 'Bildschirm'].map(
      (q) => `q=${encodeURIComponent(q)}`,
    ),
  },
  {
    kind: 'filters only',
    paths: ['subject=DE_EN&level=A2', 'subject=EN_DE&level=B1&artist=vokabel', 'genre=jazz'],
  },
];

export interface SearchLoadReport {
  songs: number;
  prepareSeconds: number;
  /** Per connection count: hello-world first, then each kind of query. */
  runs: { connections: number; hello: LoadResult; searches: LoadResult[] }[];
}

/**
 * Issue 37 point 4: search at 100,000 songs on PostgreSQL (a database of its own, dropped
 * afterwards), every answer from the database (the response cache is off for this API process),
 * each kind of query beside a bare hello-world in the same run.
 */
export async function measureSearchLoad(loadSeconds: number): Promise<SearchLoadReport> {
  const database = await createSearchDatabase(searchCatalogueSize);
  let api: ServerProcess | undefined;
  let hello: ServerProcess | undefined;
  try {
    const env = { ...process.env, DATABASE_URL: database.url, [noResponseCacheEnv]: '1' };
    api = await startServerProcess('apiServer.ts', apiPort, env);
    hello = await startServerProcess('helloServer.ts', helloPort, process.env);
    const random = seeded(37);
    const base = `http://127.0.0.1:${apiPort}`;
    const searchPath = (paths: string[]) => () => `/api/content/search?${pick(paths, random)}`;
    for (const query of searchQueries) await warmUp(base, searchPath(query.paths), 10);
    const runs: SearchLoadReport['runs'] = [];
    for (const connections of searchConnections) {
      const helloRun = await cannon({
        name: 'hello-world (bare Fastify)',
        url: `http://127.0.0.1:${helloPort}`,
        connections,
        seconds: loadSeconds,
        paths: () => '/',
        serverPid: hello.pid,
      });
      const searches: LoadResult[] = [];
      for (const query of searchQueries)
        searches.push(
          await cannon({
            name: `search: ${query.kind}`,
            url: base,
            connections,
            seconds: loadSeconds,
            paths: searchPath(query.paths),
            headers: { 'accept-encoding': 'gzip, deflate, br' },
            serverPid: api.pid,
          }),
        );
      runs.push({ connections, hello: helloRun, searches });
    }
    return {
      songs: database.songs,
      prepareSeconds: Math.round(database.prepareMs / 1000),
      runs,
    };
  } finally {
    await api?.stop();
    await hello?.stop();
    await database.drop();
  }
}

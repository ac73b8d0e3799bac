import { rmSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { cannon, type LoadResult } from '../api/cannon';
import { startServerProcess, type ServerProcess } from '../api/serverProcess';
import { shellPort } from '../config';
import { prepareStaticFiles, staticFilesEnv, type StaticFile } from './staticFiles';

const originPort = shellPort + 14;
const barePort = shellPort + 15;
/** What a browser sends: every answer of the measure is the build's `.br` file. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };

/** startServerProcess takes scripts beside its own file (bench/src/api). */
const script = (name: string) => path.join('..', 'render', name);

/** The answer's status and encoding, so a run never times 404s or bytes sent uncompressed. */
function checkAnswer(base: string, { urlPath }: StaticFile): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(urlPath, base), { headers: browserHeaders }, (res) => {
      res.resume();
      const encoding = res.headers['content-encoding'];
      if (res.statusCode === 200 && encoding === 'br') resolve();
      else reject(new Error(`${base}${urlPath}: ${res.statusCode}, encoding ${encoding}`));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Static files at static speed (issue 74 point 4): a release's remote entry and a hashed chunk of
 * the shell, each sent by an origin built as the site builds one and by a bare node:http server
 * sending the same `.br` bytes from memory (the ceiling), at 10 and 100 connections.
 */
export async function measureStaticLoad(seconds: number): Promise<LoadResult[]> {
  const prepared = prepareStaticFiles();
  const env = { ...process.env, [staticFilesEnv]: JSON.stringify(prepared) };
  const servers: ServerProcess[] = [];
  try {
    const origin = await startServerProcess(script('staticOriginServer.ts'), originPort, env);
    servers.push(origin);
    const bare = await startServerProcess(script('bareStaticServer.ts'), barePort, env);
    servers.push(bare);
    const targets = prepared.files.flatMap((file) => [
      { name: `${file.name} (site origin)`, file, port: originPort, pid: origin.pid },
      { name: `${file.name} (bare node:http)`, file, port: barePort, pid: bare.pid },
    ]);
    const load = (target: (typeof targets)[number], connections: number, duration: number) =>
      cannon({
        name: target.name,
        url: `http://127.0.0.1:${target.port}`,
        connections,
        seconds: duration,
        paths: () => target.file.urlPath,
        headers: browserHeaders,
        serverPid: target.pid,
      });
    for (const target of targets) {
      await checkAnswer(`http://127.0.0.1:${target.port}`, target.file);
      await load(target, 20, 1); // warm-up: JIT and the first reads of the file
    }
    const results: LoadResult[] = [];
    for (const connections of [10, 100]) {
      for (const target of targets) results.push(await load(target, connections, seconds));
    }
    return results;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(path.dirname(prepared.releasesDir), { recursive: true, force: true });
  }
}

/**
 * Child process of the redeploy-heap measure (run with --expose-gc): serves a copy of one remote's
 * build, renders its page through the shell's server build, and "redeploys" the remote N times
 * (a changed manifest makes the renderer load the remote again). Prints one JSON line.
 */
import { cpSync, readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { RenderRequest, ServerRenderer } from '@btb/platform/renderContract';
import { repoRoot } from '../config';

const [portArg = '4590', redeploysArg = '50'] = process.argv.slice(2);
const port = Number(portArg);
const redeploys = Number(redeploysArg);

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return Math.round((process.memoryUsage().heapUsed / 1024 / 1024) * 10) / 10;
}

async function main() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'btb-redeploy-'));
  cpSync(path.join(repoRoot, 'mf-calculator', 'dist'), root, { recursive: true });
  const manifestFile = path.join(root, 'mf-manifest.json');
  const manifest = readFileSync(manifestFile, 'utf8');
  const server = createServer((request, response) => {
    const file = path.join(root, decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'));
    if (!file.startsWith(root)) return response.writeHead(403).end();
    try {
      response.writeHead(200).end(readFileSync(file));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const renderer = (await import(path.join(repoRoot, 'shell', 'dist', 'server', 'render.js'))) as
    ServerRenderer | { default: ServerRenderer };
  const { renderPage } = 'renderPage' in renderer ? renderer : renderer.default;
  const request: RenderRequest = {
    url: '/time-calculator',
    apiOrigin: 'http://127.0.0.1:9',
    remotes: { mf_calculator: { entry: `http://127.0.0.1:${port}/mf-manifest.json` } },
    remoteBudgetMs: 10_000,
    nonce: 'bench',
  };
  const samples: { redeploys: number; heapMb: number }[] = [];
  let rendered = 0;
  for (let n = 0; n <= redeploys; n += 1) {
    if (n > 0) writeFileSync(manifestFile, manifest.replace('{', `{"redeploy":${n},`));
    const result = await renderPage(request);
    // The page streams: read it to the end, as the site server does.
    for await (const _chunk of result.body);
    if (result.renderedRemotes.length === 1) rendered += 1;
    if ([0, 1, 5, 10, 25, 50, redeploys].includes(n))
      samples.push({ redeploys: n, heapMb: heapMb() });
  }
  server.close();
  console.log(JSON.stringify({ rendered, samples }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

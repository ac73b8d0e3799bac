import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.css': 'text/css',
  '.map': 'application/json',
};

/**
 * A plain static server with CORS for any origin, as a webpack dev server serves a remote: it
 * stands in for `npm run dev -- mf-search` in the override tests.
 */
export async function startStaticServer(root: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const file = path.join(root, decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'));
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return server;
}

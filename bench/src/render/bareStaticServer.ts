/**
 * The ceiling of the static-file load measure: node:http alone, sending each file's `.br` bytes
 * read once at start, with the headers a browser needs and nothing else.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { immutableCacheControl } from '@btb/registry/serveReleases';
import { readStaticFiles } from './staticFiles';

function main(): void {
  const answers = new Map(
    readStaticFiles().files.map(({ urlPath, file }) => {
      const body = readFileSync(`${file}.br`);
      const headers = {
        'content-type': 'application/javascript; charset=utf-8',
        'content-encoding': 'br',
        'content-length': body.length,
        'cache-control': immutableCacheControl,
        vary: 'accept-encoding',
      };
      return [urlPath, { headers, body }];
    }),
  );
  const server = createServer((request, response) => {
    const answer = answers.get(request.url ?? '');
    if (!answer) return response.writeHead(404).end();
    response.writeHead(200, answer.headers).end(answer.body);
  });
  server.listen(Number(process.argv[2]), '127.0.0.1', () => console.log('ready'));
  process.once('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}

main();

import { EventEmitter, once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';

/** The file the server render loads first from a remote (`metaData.ssrRemoteEntry`). */
const serverEntry = '/server/remoteEntry.js';

/**
 * A remote's build served on a free loopback port, as its origin serves it, except that its server
 * entry can be made late: while `lateMs` is above 0, each request for it is answered that much
 * later.
 */
export async function lateRemoteOrigin(dist: string) {
  let lateMs = 0;
  let lateAnswered = false;
  let chunksSent = 0;
  const late: Promise<void>[] = [];
  const events = new EventEmitter();
  const send = async (file: string, response: ServerResponse) => {
    const bytes = await readFile(path.join(dist, file)).catch(() => null);
    if (!bytes) return void response.writeHead(404).end();
    response.writeHead(200, { 'cache-control': 'no-cache' }).end(bytes, () => {
      if (!file.startsWith('/server/') || file === serverEntry) return;
      chunksSent += 1;
      events.emit('chunk');
    });
  };
  const server = createServer((request, response) => {
    const file = path.posix.normalize(new URL(request.url ?? '/', 'http://x').pathname);
    if (file !== serverEntry || lateMs <= 0) return void send(file, response);
    const answer = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        lateAnswered = true;
        void send(file, response).finally(resolve);
      }, lateMs);
      response.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    late.push(answer);
    events.emit('late');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The remote origin has no port.');
  const next = (event: string) => once(events, event).then(() => undefined);
  return {
    manifest: `http://127.0.0.1:${address.port}/mf-manifest.json`,
    setLateMs: (ms: number) => void (lateMs = ms),
    /** Resolves once the server entry has been asked for late (at once if it was already). */
    lateRequest: () => (late.length > 0 ? Promise.resolve() : next('late')),
    /** Whether a late request has had its answer (or is being answered). */
    lateAnswered: () => lateAnswered,
    /** Resolves once every late request so far has had its answer. */
    lateAnswers: async () => void (await Promise.all(late)),
    /** Resolves once a server chunk (a page's code, loaded after the entry) has been sent. */
    serverChunkSent: () => (chunksSent > 0 ? Promise.resolve() : next('chunk')),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

import net from 'node:net';

export interface LatencyProxy {
  /** `host:port` to give nginx in place of the process. */
  address: string;
  /** From now on, answers are held back `ms` (0: passed on at once). */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

/**
 * What one connection answers, held until due and passed on in order: a chunk is never due
 * before the one ahead of it, so turning the delay down cannot let bytes overtake.
 */
function heldAnswer(client: net.Socket, delayOf: () => number) {
  const queue: { due: number; chunk: Buffer | null }[] = [];
  let timer: NodeJS.Timeout | null = null;
  const pump = () => {
    timer = null;
    while (queue.length > 0 && (queue[0]?.due ?? 0) <= Date.now()) {
      const { chunk } = queue.shift() as { chunk: Buffer | null };
      if (chunk) client.write(chunk);
      else client.end();
    }
    if (queue.length > 0) timer = setTimeout(pump, (queue[0]?.due ?? 0) - Date.now());
  };
  return (chunk: Buffer | null) => {
    queue.push({ due: Math.max(Date.now() + delayOf(), queue.at(-1)?.due ?? 0), chunk });
    if (!timer) pump();
  };
}

/**
 * A TCP proxy before one process that, given a delay, holds every byte the process answers that
 * long before passing it on, as `tc netem delay` would on its link: to nginx the process answers
 * that much later, and nothing else about it changes (requests go through at once, in order, on
 * the same connections). With no delay it passes bytes straight on.
 */
export async function startLatencyProxy(target: {
  host: string;
  port: number;
}): Promise<LatencyProxy> {
  let delayMs = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    const answer = heldAnswer(client, () => delayMs);
    upstream.on('data', (chunk: Buffer) => answer(chunk));
    upstream.on('end', () => answer(null));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    setDelay: (ms) => {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

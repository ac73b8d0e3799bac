import { createServer } from 'node:net';

/**
 * Whether something already listens on the port (on any address: that is where the dev servers
 * listen). Tried by listening briefly ourselves, so `npm run dev` can say so before it starts
 * anything, instead of a server crashing with EADDRINUSE.
 */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(true);
      else reject(error);
    });
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

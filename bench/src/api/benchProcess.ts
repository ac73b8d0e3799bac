import type { FastifyInstance } from 'fastify';

/**
 * A server the bench starts as a child process (`startServerProcess`): listens on the port it is
 * given, says `ready`, and closes on SIGTERM; a failure to start ends the process with code 1.
 */
export function runBenchServer(start: (port: number) => Promise<FastifyInstance>): void {
  start(Number(process.argv[2]))
    .then(async (app) => {
      await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
      console.log('ready');
      process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

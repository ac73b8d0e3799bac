import Fastify from 'fastify';

/** The baseline: a bare Fastify hello-world, the ceiling of what this machine serves per core. */
async function main(): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
  console.log('ready');
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

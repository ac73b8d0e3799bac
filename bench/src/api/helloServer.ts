import Fastify from 'fastify';
import { runBenchServer } from './benchProcess';
import { readAnswers, sameBytesEnv } from './sameBytes';

/**
 * The baseline: a bare Fastify hello-world, the ceiling of what this machine serves per core. It
 * also sends, as they are, the API answers the bench captured, at their own paths and queries, so
 * each cached read can be held against a bare server sending its very bytes.
 */
runBenchServer(async () => {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const answers = readAnswers(process.env[sameBytesEnv]);
  app.get('/api/*', (request, reply) => {
    const answer = answers.get(request.url);
    if (!answer) return reply.code(404).send();
    reply.header('content-type', answer.contentType);
    if (answer.contentEncoding) reply.header('content-encoding', answer.contentEncoding);
    return reply.send(answer.body);
  });
  return app;
});

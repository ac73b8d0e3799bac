import { Writable } from 'node:stream';
import { buildApiApp } from '../app/buildApiApp';
import { testContext } from '../testing/testApp';

const withProxyId = {
  method: 'GET',
  url: '/api/health',
  headers: { 'x-request-id': 'nginx-abc123' },
} as const;

describe('request ids', () => {
  // Fastify's request id is the `requestId` of every log line the request writes.
  it('keeps the id a trusted proxy (nginx $request_id) passes along', async () => {
    const { db, config } = testContext();
    const app = await buildApiApp({ db, config: { ...config, trustProxy: ['127.0.0.1'] } });
    try {
      const res = await app.inject(withProxyId);
      expect(res.headers['x-request-id']).toBe('nginx-abc123');
      const bad = await app.inject({ ...withProxyId, headers: { 'x-request-id': 'a b\nc' } });
      expect(bad.headers['x-request-id']).not.toBe('a b\nc');
    } finally {
      await app.close();
    }
  });

  it('makes its own when no proxy is trusted, so a client cannot choose the id in our logs', async () => {
    const { db, config } = testContext();
    const app = await buildApiApp({ db, config: { ...config, trustProxy: false } });
    try {
      const res = await app.inject(withProxyId);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await app.close();
    }
  });

  it('starts without deprecation warnings and writes no line per request', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const { db, config } = testContext();
    const app = await buildApiApp({
      db,
      config: { ...config, logLevel: 'info' },
      logger: true,
      logStream,
    });
    try {
      await app.inject(withProxyId);
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.map((warning) => warning.name)).not.toContain('FastifyDeprecation');
      expect(lines.filter((line) => line.includes('incoming request'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await app.close();
    }
  });
});

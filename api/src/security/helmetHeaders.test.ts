import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import { apiHelmetOptions, helmetHeaders } from './helmetHeaders';

describe('helmetHeaders', () => {
  it('are exactly the headers @fastify/helmet sends for the same options', async () => {
    const app = Fastify();
    // The same plain options; @fastify/helmet's typings name helmet's other (ESM/CJS) declaration.
    await app.register(helmet, apiHelmetOptions as unknown as FastifyHelmetOptions);
    app.get('/', async () => ({}));
    const res = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    const fromPlugin = Object.fromEntries(
      Object.entries(res.headers).filter(
        ([name]) => !['content-type', 'content-length', 'date', 'connection'].includes(name),
      ),
    );
    const computed = helmetHeaders(apiHelmetOptions);
    expect(computed).toEqual(fromPlugin);
    expect(computed['content-security-policy']).toBe(
      "default-src 'none';img-src 'self';style-src 'unsafe-inline';frame-ancestors 'none'",
    );
    expect(computed['x-frame-options']).toBe('DENY');
    expect(computed['strict-transport-security']).toBeUndefined();
  });
});

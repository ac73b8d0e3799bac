import Fastify from 'fastify';
import { inProcessFetch } from './inProcessFetch';

describe('inProcessFetch', () => {
  it('answers as the API over HTTP would: status, headers, body, the cookie and a posted body', async () => {
    const api = Fastify();
    api.get('/api/song/:id', async (request, reply) =>
      reply
        .header('x-seen-cookie', request.headers.cookie ?? '')
        .code(request.params && (request.params as { id: string }).id === '0' ? 404 : 200)
        .send({ id: Number((request.params as { id: string }).id), ip: request.ip }),
    );
    api.post('/api/echo', async (request) => ({ got: request.body }));
    api.delete('/api/none', async (_request, reply) => reply.code(204).send());
    const send = inProcessFetch(api);

    const song = await send('http://localhost:3000/api/song/3?x=1', {
      headers: { cookie: 'language=de' },
    });
    expect(song.status).toBe(200);
    expect(song.headers.get('x-seen-cookie')).toBe('language=de');
    expect(await song.json()).toEqual({ id: 3, ip: '127.0.0.1' });
    expect((await send('http://localhost:3000/api/song/0')).status).toBe(404);
    const echo = await send('http://localhost:3000/api/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 'ä' }),
    });
    expect(await echo.json()).toEqual({ got: { a: 'ä' } });
    const none = await send('http://localhost:3000/api/none', { method: 'DELETE' });
    expect(none.status).toBe(204);
    await api.close();
  });
});

import Fastify from 'fastify';
import { overriddenRemotes, registerOverrideAccess, withDevOrigins } from './overrideAccess';

async function site(options: { deployToken?: string; developmentMode?: boolean }) {
  const app = Fastify();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Content-Security-Policy', "script-src 'self'; connect-src 'self'");
  });
  registerOverrideAccess(app, {
    deployToken: options.deployToken,
    developmentMode: options.developmentMode ?? false,
  });
  app.get('/', () => 'page');
  app.get('/overridden', (request) =>
    overriddenRemotes(request, {
      deployToken: options.deployToken,
      developmentMode: options.developmentMode ?? false,
    }),
  );
  await app.ready();
  return app;
}

describe('override access', () => {
  it('tells the server renderer which remotes this browser overrides, only where it may', async () => {
    const app = await site({ deployToken: 'secret' });
    const granted = await app.inject({
      method: 'POST',
      url: '/override-access',
      headers: { authorization: 'Bearer secret' },
    });
    const proof = String(granted.headers['set-cookie']).split(';')[0] as string;
    const named = 'btb_remote_overrides=mf_search.mf_home.Bad-Name';
    const asked = async (cookie: string) =>
      (await app.inject({ url: '/overridden', headers: { cookie } })).json();
    expect(await asked(`${proof}; ${named}`)).toEqual(['mf_search', 'mf_home']);
    expect(await asked(named)).toEqual([]);
    expect(await asked(proof)).toEqual([]);
    const dev = await site({ developmentMode: true });
    expect((await dev.inject({ url: '/overridden', headers: { cookie: named } })).json()).toEqual([
      'mf_search',
      'mf_home',
    ]);
  });

  it('is granted by the deploy token as an HttpOnly cookie, and widens that browser’s CSP', async () => {
    const app = await site({ deployToken: 'secret' });
    const granted = await app.inject({
      method: 'POST',
      url: '/override-access',
      headers: { authorization: 'Bearer secret' },
    });
    expect(granted.statusCode).toBe(200);
    const cookie = String(granted.headers['set-cookie']).split(';')[0] as string;
    expect(String(granted.headers['set-cookie'])).toContain('HttpOnly');
    const page = await app.inject({ url: '/', headers: { cookie } });
    expect(page.headers['content-security-policy']).toContain(
      "script-src 'self' http://localhost:*",
    );
    const access = await app.inject({ url: '/override-access', headers: { cookie } });
    expect(access.json()).toEqual({ allowed: true });
  });

  it('refuses a wrong or missing token, a forged cookie, and a site without a token', async () => {
    const app = await site({ deployToken: 'secret' });
    for (const authorization of ['Bearer wrong', undefined]) {
      const refused = await app.inject({
        method: 'POST',
        url: '/override-access',
        headers: authorization ? { authorization } : {},
      });
      expect(refused.statusCode).toBeGreaterThanOrEqual(401);
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    const forged = await app.inject({
      url: '/',
      headers: { cookie: `btb_override_access=${'a'.repeat(64)}`, 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.headers['content-security-policy']).not.toContain('localhost:*');
    const noToken = await site({});
    expect(
      (
        await noToken.inject({
          method: 'POST',
          url: '/override-access',
          headers: { authorization: 'Bearer x' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('is open to everyone when the site runs in development mode', async () => {
    const app = await site({ developmentMode: true });
    expect((await app.inject({ url: '/override-access' })).json()).toEqual({ allowed: true });
  });

  it('adds the dev origins to script-src and connect-src only', () => {
    expect(withDevOrigins("default-src 'self'; script-src 'self' a; connect-src 'self'")).toBe(
      "default-src 'self'; script-src 'self' a http://localhost:* http://127.0.0.1:*; connect-src 'self' http://localhost:* http://127.0.0.1:*",
    );
  });
});

import Fastify from 'fastify';
import { addPageSecurityHeaders } from '../../securityHeaders';
import { sendShellPage, type ShellPageOptions } from '../renderShellPage';

/** The shell page as tests of sendShellPage see it: minimal, with its `#root` and a notice. */
export const testTemplate =
  '<!doctype html><html lang="en"><head><title>B</title></head><body>' +
  '<noscript>Needs JavaScript.</noscript><div id="root"></div></body></html>';

/**
 * A page origin that answers every GET with `sendShellPage`, its security headers on, on a free
 * loopback port. `optionsFor` is asked per request, so a test can change the renderer, the remote
 * map or the kept pages between requests.
 */
export async function shellPageServer(
  optionsFor: () => Pick<ShellPageOptions, 'renderer'> & Partial<ShellPageOptions>,
) {
  const app = Fastify();
  let aborted = 0;
  app.addHook('onRequestAbort', (_request, done) => {
    aborted += 1;
    done();
  });
  addPageSecurityHeaders(app, []);
  app.get('/*', (request, reply) =>
    sendShellPage(request, reply, testTemplate, {
      apiOrigin: 'http://127.0.0.1:9',
      remotes: {},
      remoteBudgetMs: 300,
      clientPage: (html) => html,
      ...optionsFor(),
    }),
  );
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  /** `aborted`: how many visitors this server saw leave before their answer was sent. */
  return { base, close: () => app.close(), aborted: () => aborted };
}

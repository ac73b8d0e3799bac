import { Readable } from 'node:stream';
import type { RenderRequest, RenderResult, ServerRenderer } from '@btb/platform/renderContract';
import { shellPageServer, testTemplate as template } from './testing/shellPageServer';

let render: (request: RenderRequest) => Promise<RenderResult>;
const renderer: ServerRenderer = {
  renderPage: (request) => render(request),
  warmUp: async () => undefined,
};

let server: Awaited<ReturnType<typeof shellPageServer>>;
let base: string;
beforeAll(async () => {
  server = await shellPageServer(() => ({ renderer }));
  base = server.base;
});
afterAll(() => server.close());

const rendered = (request: RenderRequest, status: number, parts: string[]): RenderResult => ({
  status,
  language: 'de',
  head: `<script type="application/json" nonce="${request.nonce}">{}</script>`,
  body: Readable.from(parts),
  renderedRemotes: [],
});

describe('sendShellPage', () => {
  it("streams the render into the shell page with the render's status, nonce named in the CSP", async () => {
    render = async (request) =>
      rendered(request, 404, [
        '<main>',
        `<script nonce="${request.nonce}">x()</script>`,
        '</main>',
      ]);
    const res = await fetch(`${base}/no/such/page`);
    expect(res.status).toBe(404);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(
      `<div id="root"><main><script nonce="${nonce}">x()</script></main></div></body></html>`,
    );
    expect(html).not.toContain('Needs JavaScript');
  });

  it('serves the client-rendered page when the render throws before streaming', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render = async () => {
      throw new Error('boom');
    };
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(template);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('[render]'), expect.any(Error));
    errors.mockRestore();
  });

  it('ends the page when the stream breaks after it started', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render = async (request) => {
      const body = new Readable({ read() {} });
      body.push('<main>half');
      setImmediate(() => body.destroy(new Error('lost the remote')));
      return { ...rendered(request, 200, []), body };
    };
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"><main>half</div></body></html>');
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});

import Fastify from 'fastify';
import { registerAppRoutes } from './registerAppRoutes';
import { maskableSvg } from './appIconPngs';
import { withAppHeadLinks } from './webAppManifest';

const pngSize = (body: Buffer) => ({ width: body.readUInt32BE(16), height: body.readUInt32BE(20) });

describe('the installable app', () => {
  const site = Fastify();
  registerAppRoutes(site);
  afterAll(() => site.close());

  it('serves a web app manifest a browser can install the site from', async () => {
    const response = await site.inject('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: 'Beat to Breakthrough',
      start_url: '/',
      display: 'standalone',
      lang: 'en',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    const purposes = manifest.icons.map((icon: { sizes: string; purpose: string }) =>
      [icon.sizes, icon.purpose].join(' '),
    );
    expect(purposes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
  });

  it("speaks the page's language: German for ?lang=de, English for anything else", async () => {
    const german = (await site.inject('/manifest.webmanifest?lang=de')).json();
    expect(german).toMatchObject({ lang: 'de', start_url: '/' });
    expect(german.description).toMatch(/Sprachen/);
    for (const query of ['?lang=fr', '?lang[]=de', '']) {
      expect((await site.inject(`/manifest.webmanifest${query}`)).json().lang).toBe('en');
    }
  });

  it('draws every icon the manifest names at its size', async () => {
    const { icons } = (await site.inject('/manifest.webmanifest')).json() as {
      icons: { src: string; sizes: string }[];
    };
    for (const icon of icons) {
      const response = await site.inject(icon.src);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const { width, height } = pngSize(response.rawPayload);
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  it("gives the maskable icon a full background and keeps the logo in the launcher's safe zone", () => {
    const svg = maskableSvg('<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>');
    expect(svg).toContain('<rect width="64" height="64" fill="#1e1b4b"/>');
    expect(svg).toContain('<g transform="translate(9.6 9.6) scale(0.7)"><circle r="1"/></g>');
  });

  it("links the manifest from the shell page's head, in the page's language", () => {
    expect(withAppHeadLinks('<html><head><title>t</title></head><body></body></html>')).toMatch(
      /<link rel="manifest" href="\/manifest.webmanifest">.*<\/head>/,
    );
    expect(withAppHeadLinks('<html lang="de"><head></head><body></body></html>')).toContain(
      '<link rel="manifest" href="/manifest.webmanifest?lang=de">',
    );
  });
});

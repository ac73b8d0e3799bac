import { composePage } from './composePage';

const template =
  '<!doctype html><html lang="en"><head><title>B</title></head><body>' +
  '<noscript>Beat to Breakthrough needs JavaScript.</noscript><div id="root"></div></body></html>';

describe('composePage', () => {
  it('finds its places in the minified template too', () => {
    const minified = '<html lang=en><head></head><body><div id=root></div></body></html>';
    const page = composePage(minified, { language: 'de', head: '' });
    expect(page).toEqual({
      start: '<html lang="de"><head></head><body><div id="root">',
      end: '</div></body></html>',
    });
  });

  it('puts the language and head into the shell page, and leaves #root for the stream', () => {
    const page = composePage(template, { language: 'de', head: '<link rel="preload" $&>' });
    expect(page.start).toContain('<html lang="de">');
    // `$&` in the head is text, not a replacement pattern.
    expect(page.start).toContain('<link rel="preload" $&></head>');
    expect(page.start.endsWith('<div id="root">')).toBe(true);
    expect(page.end).toBe('</div></body></html>');
    expect(page.start + page.end).not.toContain('needs JavaScript');
  });

  it("leaves the shell's scripts inert, for the head's script to start once the page is painted", () => {
    const built =
      '<html lang=en><head><script defer src=/main.1a2b.js></script>' +
      '<script defer src=/libraries.3c.js data-webpack=shell:chunk-1068></script></head>' +
      '<body><div id=root></div></body></html>';
    const page = composePage(built, { language: 'en', head: '' });
    expect(page.start).toContain(
      '<script type="text/plain" data-after-first-paint src=/main.1a2b.js></script>' +
        '<script type="text/plain" data-after-first-paint src=/libraries.3c.js data-webpack=shell:chunk-1068></script>',
    );
    expect(page.start).not.toContain('defer');
  });

  it("puts the page's own title and description in place of the site's", () => {
    const site =
      '<html lang=en><head><meta name=description content="The site."><title>Site</title>' +
      '</head><body><div id=root></div></body></html>';
    const page = composePage(site, {
      language: 'en',
      head: '<script></script>',
      pageHead: '<title>Song | Site</title><meta name="description" content="A song.">',
    });
    expect(page.start).toContain('<title>Song | Site</title>');
    expect(page.start).not.toContain('<title>Site</title>');
    expect(page.start).not.toContain('The site.');
    expect(page.start.match(/<title>/g)).toHaveLength(1);
  });

  it('refuses a template without #root (the caller serves the client-rendered page)', () => {
    expect(() => composePage('<html><body></body></html>', { language: 'en', head: '' })).toThrow(
      /#root/,
    );
  });
});

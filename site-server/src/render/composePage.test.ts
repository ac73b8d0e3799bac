import { composePage } from './composePage';

const template =
  '<!doctype html><html lang="en"><head><title>B</title></head><body>' +
  '<noscript>Beat to Breakthrough needs JavaScript.</noscript><div id="root"></div></body></html>';

describe('composePage', () => {
  it('finds its places in the minified template too', () => {
    const minified = '<html lang=en><head></head><body><div id=root></div></body></html>';
    const html = composePage(minified, {
      status: 200,
      language: 'de',
      head: '',
      body: '<main></main>',
      renderedRemotes: [],
    });
    expect(html).toBe(
      '<html lang="de"><head></head><body><div id="root"><main></main></div></body></html>',
    );
  });

  it('puts the render into the shell page: language, head, body', () => {
    const html = composePage(template, {
      status: 200,
      language: 'de',
      head: '<style>x</style>',
      body: '<main>$& Hallo</main>',
      renderedRemotes: [],
    });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<style>x</style></head>');
    // `$&` in the page is text, not a replacement pattern.
    expect(html).toContain('<div id="root"><main>$& Hallo</main></div>');
    expect(html).not.toContain('needs JavaScript');
  });
});

import { headTags, type HeadContext } from './headTags';

const context = (over: Partial<HeadContext> = {}): HeadContext => ({
  head: { title: 'Hallo & Tschüss', description: 'A "song".' },
  status: 200,
  language: 'de',
  url: new URL('http://site.invalid/song/7?x=1'),
  origin: 'https://beat.example',
  nonce: 'n0nce',
  pageTitle: (title) => `${title} | Beat to Breakthrough`,
  siteDescription: 'The site.',
  ...over,
});

describe('headTags', () => {
  it("writes the page's title and description, escaped", () => {
    const html = headTags(context());
    expect(html).toContain('<title>Hallo &#38; Tschüss | Beat to Breakthrough</title>');
    expect(html).toContain('<meta name="description" content="A &#34;song&#34;.">');
  });

  it("falls back to the site's description", () => {
    expect(headTags(context({ head: { title: 'Quiz' } }))).toContain('content="The site."');
  });

  it('names the canonical URL and the language alternates, without the query', () => {
    const html = headTags(context());
    expect(html).toContain('<link rel="canonical" href="https://beat.example/song/7">');
    expect(html).toContain('hreflang="en" href="https://beat.example/song/7?lang=en"');
    expect(html).toContain('hreflang="de" href="https://beat.example/song/7?lang=de"');
    expect(html).toContain('hreflang="x-default" href="https://beat.example/song/7"');
    expect(html).not.toContain('noindex');
  });

  it("a link in a language is that language's canonical page", () => {
    const url = new URL('http://site.invalid/song/7?lang=de');
    expect(headTags(context({ url }))).toContain(
      '<link rel="canonical" href="https://beat.example/song/7?lang=de">',
    );
  });

  it('keeps a 404 and a private page out of search engines, with no canonical or preview', () => {
    const share = { type: 'music.song', image: '/og/song/7.png' } as const;
    for (const html of [
      headTags(context({ status: 404, head: { title: 'Song Details', share } })),
      headTags(context({ head: { title: 'Review', noindex: true, share } })),
    ]) {
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('canonical');
      expect(html).not.toContain('og:');
    }
  });

  it('writes the share preview and the structured data', () => {
    const html = headTags(
      context({
        head: {
          title: 'Colours',
          share: { type: 'music.song', image: '/og/song/7.png' },
          structuredData: [{ '@type': 'MusicRecording', name: '</script><b>' }],
        },
      }),
    );
    expect(html).toContain('<meta property="og:type" content="music.song">');
    expect(html).toContain(
      '<meta property="og:image" content="https://beat.example/og/song/7.png">',
    );
    expect(html).toContain('<meta property="og:locale" content="de_DE">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const json = /<script type="application\/ld\+json" nonce="n0nce">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(json?.[1] ?? 'null')).toEqual({
      '@type': 'MusicRecording',
      name: '</script><b>',
    });
  });
});

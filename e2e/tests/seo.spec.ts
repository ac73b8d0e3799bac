import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { saveLanguage } from '../support/language';
import { shellOrigin } from '../support/ports';

// Issue 36: every page a good link. The first HTML carries the page's own head in the request's
// language, the browser shows the same title after hydration and on client navigation.

interface Head {
  title: string;
  description: string;
  robots: string | null;
}

const decode = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

function headOf(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)];
  expect(titles, 'one <title>').toHaveLength(1);
  const descriptions = [...head.matchAll(/<meta name="?description"? content="([^"]*)"/g)];
  expect(descriptions, 'one description').toHaveLength(1);
  return {
    title: decode(titles[0]![1]!),
    description: decode(descriptions[0]![1]!),
    robots: /<meta name="robots" content="([^"]*)"/.exec(head)?.[1] ?? null,
  };
}

const acceptLanguage = { en: 'en-US,en;q=0.9', de: 'de-DE,de;q=0.9' } as const;

async function serverHead(request: APIRequestContext, path: string, language: 'en' | 'de') {
  const response = await request.get(path, {
    headers: { 'Accept-Language': acceptLanguage[language] },
  });
  return { status: response.status(), head: headOf(await response.text()) };
}

interface SongDetail {
  songID: number;
  songTitlePublic: string;
  creator: string;
}
const firstSong = async (request: APIRequestContext) =>
  (await (await request.get('/api/song/1')).json()) as SongDetail;

const site = ' | Beat to Breakthrough';
/** The language menu's name in each language. */
const chosenLabel = { en: 'Choose language', de: 'Sprache wählen' } as const;

/** The routes with their page's title in each language, and whether search engines may index it. */
async function routes(request: APIRequestContext) {
  const song = await firstSong(request);
  return [
    { path: '/', en: 'Home', de: 'Startseite', indexed: true },
    { path: '/search', en: 'Search', de: 'Suche', indexed: true },
    { path: '/song/1', en: song.songTitlePublic, de: song.songTitlePublic, indexed: true },
    { path: '/quiz', en: 'Quiz', de: 'Quiz', indexed: true },
    { path: '/book-overview/DE_EN', en: 'Book Overview', de: 'Buchübersicht', indexed: true },
    { path: '/time-calculator', en: 'Time Calculator', de: 'Zeitrechner', indexed: true },
    { path: '/auth', en: 'Auth', de: null, indexed: false },
    { path: '/review', en: 'Review', de: null, indexed: false },
    { path: '/no/such/page', en: 'Unknown Page', de: null, indexed: false },
  ];
}

async function browserTitle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return page.title();
}

test.describe('page heads (issue 36)', () => {
  for (const language of ['en', 'de'] as const) {
    test(`each route's first HTML has its own title and description, and the browser keeps the title (${language})`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ locale: acceptLanguage[language].slice(0, 5) });
      const page = await context.newPage();
      const descriptions = new Set<string>();
      for (const route of await routes(request)) {
        const own = route[language];
        // A page whose remote misses the render budget (a busy machine) is left to the browser
        // with the site's head; the next ask renders it (docs/architecture.md).
        let head = (await serverHead(request, route.path, language)).head;
        if (own) {
          await expect
            .poll(
              async () => {
                head = (await serverHead(request, route.path, language)).head;
                return head.title;
              },
              { message: route.path, timeout: 30_000 },
            )
            .toBe(`${own}${site}`);
        }
        expect(head.description.length, route.path).toBeGreaterThan(20);
        expect(head.description.length, route.path).toBeLessThanOrEqual(160);
        expect(head.robots, route.path).toBe(route.indexed ? null : 'noindex');
        if (route.indexed) descriptions.add(head.description);
        expect(await browserTitle(page, route.path), route.path).toBe(head.title);
      }
      // Each indexed page describes itself.
      expect(descriptions.size).toBe(6);
      await context.close();
    });
  }

  for (const language of ['en', 'de'] as const) {
    test(`a quiz link's first HTML is titled with its sequence, as the browser is (${language})`, async ({
      browser,
      request,
    }) => {
      const code = 'DE_EN_A1_B01_L01';
      const checked = await request.post('/api/quiz/validate-code', { data: { code } });
      const { sequenceName } = (await checked.json()) as { sequenceName: string };
      const title = `Quiz: ${sequenceName}${site}`;
      const path = `/quiz?code=${code}`;
      // The first ask may miss the render budget on a busy machine (see above).
      await expect
        .poll(async () => (await serverHead(request, path, language)).head.title, {
          timeout: 30_000,
        })
        .toBe(title);
      const context = await browser.newContext({ locale: acceptLanguage[language].slice(0, 5) });
      expect(await browserTitle(await context.newPage(), path)).toBe(title);
      await context.close();
      // A code the quiz does not know keeps the plain title; never a server error.
      for (const bad of ['NO_SUCH_LESSON', '%3Cscript%3E', 'x'.repeat(300)]) {
        const { status, head } = await serverHead(request, `/quiz?code=${bad}`, language);
        expect(status, bad).toBe(200);
        expect(head.title, bad).toBe(`Quiz${site}`);
      }
    });
  }

  test("a song's description names it, its creator and what it teaches", async ({ request }) => {
    const song = await firstSong(request);
    const { head } = await serverHead(request, '/song/1', 'en');
    expect(head.description).toContain(song.songTitlePublic);
    expect(head.description).toContain(song.creator);
    expect(head.description).toContain("What you'll learn");
  });

  test('the title follows client navigation: nav link, search row, back', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(`Home${site}`);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Search' })
      .click();
    await expect(page).toHaveTitle(`Search${site}`);
    const row = page.getByTestId('search-result').first();
    const title = (await row.getByRole('link').textContent())?.trim() ?? '';
    await row.getByRole('cell').nth(1).click();
    await expect(page).toHaveURL(/\/song\/\d+$/);
    await expect(page).toHaveTitle(`${title}${site}`);
    const id = /\/song\/(\d+)$/.exec(page.url())?.[1];
    const { head } = await serverHead(request, `/song/${id}`, 'en');
    expect(head.title).toBe(`${title}${site}`);
    await page.goBack();
    await expect(page).toHaveTitle(`Search${site}`);
  });

  test('404s and private pages are kept out of search engines; public ones name their canonical URL and languages', async ({
    request,
  }) => {
    for (const path of [
      '/no/such/page',
      '/song/987654321',
      '/auth',
      '/confirm-email',
      '/me',
      '/review',
      '/deployments',
    ]) {
      const { head } = await serverHead(request, path, 'en');
      expect(head.robots, path).toBe('noindex');
    }
    const html = await (await request.get('/song/1?utm_source=x')).text();
    expect(html).toContain(`<link rel="canonical" href="${shellOrigin}/song/1">`);
    for (const [lang, href] of [
      ['en', `${shellOrigin}/song/1?lang=en`],
      ['de', `${shellOrigin}/song/1?lang=de`],
      ['x-default', `${shellOrigin}/song/1`],
    ]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}">`);
    }
  });
});

test.describe('language in the URL (issue 36)', () => {
  test('?lang=de opens a first visit in German on the server and in the browser, without making it a choice', async ({
    page,
    request,
  }) => {
    const { head } = await serverHead(request, '/search?lang=de', 'en');
    expect(head.title).toBe(`Suche${site}`);
    expect((await serverHead(request, '/search?lang=xx', 'en')).head.title).toBe(`Search${site}`);

    await page.goto('/search?lang=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle(`Suche${site}`);
    // The link chose nothing for good: a next visit is in the browser's language again.
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
    await page.goto('/time-calculator');
    await expect(page).toHaveTitle(`Time Calculator${site}`);
  });

  test('Share Link copies the song in the language it is read in', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shellOrigin });
    await page.goto('/song/1?lang=de');
    await page.getByRole('button', { name: 'Link teilen' }).click();
    // A tap before the page has hydrated is carried out once it has: the link arrives then.
    await expect(page.getByRole('button', { name: 'Kopiert!' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).searchParams.get('lang')).toBe('de');
    expect(new URL(copied).pathname).toBe('/song/1');
  });
});

const whatsApp = 'WhatsApp/2.23.20.0 A';

/** The `content` of `<meta property|name="key">`. */
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(
    html,
  )?.[1];

test.describe('share previews and structured data (issue 36)', () => {
  test("a link preview's request gets the song's Open Graph tags and an image of 1200×630, and counts nothing", async ({
    request,
  }) => {
    const before = await firstSong(request);
    const response = await request.get('/song/1', { headers: { 'User-Agent': whatsApp } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(metaContent(html, 'og:type')).toBe('music.song');
    expect(decode(metaContent(html, 'og:title') ?? '')).toBe(before.songTitlePublic);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    const image = metaContent(html, 'og:image') ?? '';
    expect(image.startsWith(shellOrigin)).toBe(true);
    const png = await request.get(image, { headers: { 'User-Agent': whatsApp } });
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(png.headers()['cache-control']).toContain('immutable');
    const body = await png.body();
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(body.length).toBeLessThanOrEqual(300 * 1024);

    for (const path of ['/', '/search', '/book-overview/DE_EN', '/quiz?code=DE_EN_A1_B01_L01']) {
      const page = await (await request.get(path, { headers: { 'User-Agent': whatsApp } })).text();
      expect(metaContent(page, 'og:title'), path).toBeTruthy();
      expect(metaContent(page, 'og:url'), path).toContain(shellOrigin);
    }
    const after = (await (await request.get('/api/song/1')).json()) as { intPlayed: number };
    expect(after.intPlayed).toBe((before as unknown as { intPlayed: number }).intPlayed);
  });

  test('the JSON-LD blocks parse and carry their required properties', async ({ request }) => {
    const blocks = async (path: string) => {
      const html = await (await request.get(path)).text();
      return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
        (match) => JSON.parse(match[1]!) as Record<string, unknown>,
      );
    };
    const [recording] = await blocks('/song/1');
    expect(recording).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MusicRecording',
      name: expect.any(String),
      byArtist: { '@type': 'MusicGroup', name: expect.any(String) },
      inLanguage: expect.stringMatching(/^[a-z]{2}$/),
      duration: expect.stringMatching(/^PT\d+M\d+S$/),
      image: expect.stringContaining('/og/song/1.png'),
      isPartOf: { '@type': 'Course', courseCode: expect.any(String) },
    });
    const overview = await blocks('/book-overview/DE_EN');
    const list = overview.find((block) => block['@type'] === 'ItemList');
    const crumbs = overview.find((block) => block['@type'] === 'BreadcrumbList');
    expect((list?.itemListElement as unknown[]).length).toBeGreaterThan(0);
    expect(list?.itemListElement).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ '@type': 'ListItem', position: 1, name: expect.any(String) }),
      ]),
    );
    expect((crumbs?.itemListElement as unknown[]).length).toBe(2);
  });
});

test.describe('robots.txt and sitemap.xml (issue 36)', () => {
  test('robots.txt names the sitemap; the sitemap lists every song and learning plan in both languages', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${shellOrigin}/sitemap.xml`);
    expect(robots).toContain('Disallow: /review');

    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const songs = (await (await request.get('/api/songs/all')).json()) as { id: number }[];
    expect(songs.length).toBeGreaterThan(0);
    for (const { id } of songs) expect(xml).toContain(`<loc>${shellOrigin}/song/${id}</loc>`);
    expect(xml).toContain(`<loc>${shellOrigin}/book-overview/DE_EN</loc>`);
    expect(xml).toContain(`hreflang="de" href="${shellOrigin}/search?lang=de"`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});

test.describe("a shared link keeps the recipient's language (issue 67)", () => {
  for (const [chosen, linked, title] of [
    ['de', 'en', `Suche${site}`],
    ['en', 'de', `Search${site}`],
  ] as const) {
    test(`a visitor who chose ${chosen} opening a ?lang=${linked} link reads it in ${chosen}`, async ({
      page,
    }) => {
      await saveLanguage(page, chosen);
      await page.goto(`/search?lang=${linked}`);
      await expect(page.locator('html')).toHaveAttribute('lang', chosen);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('combobox', { name: chosenLabel[chosen] })).toHaveValue(chosen);
      await page.reload();
      await expect(page).toHaveTitle(title);
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(chosen);
    });
  }
});

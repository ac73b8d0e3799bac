import { expect, test, type Page } from '@playwright/test';
import { audioState, playerBar } from '../support/player';
import { breakServerEntry } from '../support/releases';
import { shellOrigin } from '../support/ports';
import { siteRoutes } from '../support/routes';
import { escapeHtml } from '../support/html';
import { pageStarted } from '../support/hydration';

/** React reports a hydration mismatch as a console error (#418/#425 in production builds). */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => {
    if (/hydrat|#418|#423|#425/i.test(error.message)) problems.push(error.message);
  });
  return problems;
}

/** Holds the shell's entry script back, as on a slow connection: the page stays server HTML. */
async function holdShellScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('server rendering', () => {
  test('the first HTML of / has the hero heading and the playlist rows, in the request language', async ({
    request,
  }) => {
    const en = await request.get('/', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } });
    expect(en.status()).toBe(200);
    expect(en.headers()['vary']).toMatch(/Accept-Language/);
    const html = await en.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<h2[^>]*>[^<]+<\/h2>/);
    expect(html).toContain('data-testid="playlist-row"');

    const de = await (
      await request.get('/', { headers: { 'Accept-Language': 'de-DE,de;q=0.9' } })
    ).text();
    expect(de).toContain('<html lang="de"');
    expect(de).toContain('Startseite');

    const cookie = await (
      await request.get('/', {
        headers: { 'Accept-Language': 'de-DE', Cookie: 'language=en' },
      })
    ).text();
    expect(cookie).toContain('<html lang="en"');
  });

  test('song, search, book overview, quiz and calculator pages come rendered', async ({
    request,
  }) => {
    const song = (await (await request.get('/api/song/1')).json()) as {
      songTitlePublic: string;
      genre: string;
      lyrics: string;
      lyricLines: { words: { text: string }[] }[];
    };
    const songHtml = await (await request.get('/song/1')).text();
    expect(songHtml).toContain(`>${song.songTitlePublic}<`);
    expect(songHtml).toContain(`>${song.genre}<`);
    // The sung lines come as word buttons (issue 32): the first line's words, in order.
    let at = 0;
    for (const { text } of song.lyricLines[0]?.words ?? []) {
      at = songHtml.indexOf(`>${escapeHtml(text)}</button>`, at);
      expect(at, text).toBeGreaterThan(-1);
    }
    expect(at).toBeGreaterThan(0);

    const search = await (await request.get('/search?q=Technik')).text();
    expect(search).toContain('data-testid="search-result"');

    for (const path of ['/book-overview/DE_EN', '/quiz', '/time-calculator']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<main[^>]*>[\s\S]*<h1/);
    }
  });

  test('unknown routes and unknown songs answer 404 with the 404 page', async ({ request }) => {
    const unknown = await request.get('/no/such/page');
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('404');
    expect((await request.get('/song/987654321')).status()).toBe(404);
    expect((await request.get('/book-overview/XX_YY')).status()).toBe(404);
  });

  test('every page answers HEAD with the status and content type of its GET', async ({
    request,
  }) => {
    const pages = ['/', '/search', '/song/118', '/quiz', '/book-overview/DE_EN'];
    for (const path of [...pages, '/book-overview/XX_YY', '/song/987654321', '/no/such/page']) {
      const get = await request.get(path);
      const head = await request.head(path);
      expect(head.status(), path).toBe(get.status());
      expect(head.headers()['content-type'], path).toBe(get.headers()['content-type']);
      expect(head.headers()['cache-control'], path).toBe(get.headers()['cache-control']);
    }
    for (const path of pages) expect((await request.head(path)).status(), path).toBe(200);
  });

  test('with JavaScript off the home page reads and its links are plain links', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const playlists = (await (await page.request.get('/api/playlists')).json()) as {
      headline: string;
    }[];
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    // Every row, also those a browser with scripts renders only when near.
    await expect(page.getByTestId('playlist-row')).toHaveCount(playlists.length);
    for (const { headline } of playlists)
      await expect(page.getByRole('heading', { name: headline, exact: true })).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  });

  test('with JavaScript off the search form searches: a subject chosen and words sent with Enter', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/search');
    await page.getByRole('combobox', { name: 'Subject' }).selectOption('DE_EN');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Technik');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/[?&]q=Technik(&|$)/);
    await expect(page.getByRole('heading', { name: 'Search results for “Technik”' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveValue('DE_EN');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Technik');
    await context.close();
  });

  for (const language of ['en', 'de'] as const) {
    test(`every route hydrates without a mismatch (${language})`, async ({ browser }) => {
      const context = await browser.newContext({ locale: language === 'de' ? 'de-DE' : 'en-US' });
      const page = await context.newPage();
      const problems = watchHydration(page);
      const seen: string[] = [];
      for (const route of siteRoutes) {
        const before = problems.length;
        await page.goto(route.path);
        await page.waitForLoadState('networkidle');
        if (problems.length > before)
          seen.push(`${route.path}: ${problems.slice(before).join(' | ')}`);
      }
      expect(seen).toEqual([]);
      await context.close();
    });
  }

  test('a German page carries the strings it was rendered with: it hydrates with no script an English visit does not load', async ({
    browser,
  }) => {
    /** A visit of `path`, loaded; `scripts` keeps growing with what the page asks for later. */
    const visit = async (language: 'en' | 'de', path: string) => {
      const context = await browser.newContext({ locale: language === 'de' ? 'de-DE' : 'en-US' });
      const page = await context.newPage();
      const problems = watchHydration(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      expect(problems).toEqual([]);
      return { scripts, close: () => context.close() };
    };
    for (const path of ['/', '/search', '/song/1']) {
      const german = await visit('de', path);
      await german.close();
      // The English visit may still be hydrating when its network is first quiet: what it asks for
      // a moment later counts too, so wait for it rather than judge the first quiet moment.
      const english = await visit('en', path);
      await expect
        .poll(() => german.scripts.filter((url) => !english.scripts.includes(url)), {
          message: `scripts only the German ${path} loads`,
        })
        .toEqual([]);
      await english.close();
    }
  });

  test('a language saved only in storage (before the cookie) applies and is mirrored to the cookie', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'de'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Suche' })).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('de');
  });

  test('the browser does not ask again for data the server sent', async ({ page, request }) => {
    const songs = (await (await request.get('/api/songs/all')).json()) as { id: number }[];
    const id = (songs[0] as { id: number }).id;
    const asked: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      const sent = [`/api/song/${id}`, '/api/playlists', '/api/faqs', '/api/auth/me'];
      if (sent.includes(url.pathname)) asked.push(url.pathname);
    });
    await page.goto(`/song/${id}`);
    await page.waitForLoadState('networkidle');
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });

  test("the shell's start-up chunks are in the page: webpack adds no script of its own before it starts", async ({
    page,
  }) => {
    // Every shell script element added to the document, and whether it came inert (in the HTML).
    await page.addInitScript(() => {
      const added: { key: string; inHtml: boolean }[] = [];
      Object.assign(window, { shellScriptsAdded: added });
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => Array.from(record.addedNodes))) {
          if (!(node instanceof HTMLScriptElement)) continue;
          const key = node.dataset.webpack;
          if (key?.startsWith('shell:')) added.push({ key, inHtml: node.type === 'text/plain' });
        }
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of ['/', '/search']) {
      await page.goto(path);
      await pageStarted(page);
      const added = await page.evaluate(
        () =>
          (window as unknown as { shellScriptsAdded: { key: string; inHtml: boolean }[] })
            .shellScriptsAdded,
      );
      const listed = added.filter((script) => script.inHtml).map((script) => script.key);
      expect(listed.length, path).toBeGreaterThan(0);
      const notListed = added.filter((script) => !script.inHtml && !listed.includes(script.key));
      expect(notListed, path).toEqual([]);
    }
  });

  test('a logged-in learner gets the session in the first HTML: the e-mail at once, no second ask', async ({
    page,
  }) => {
    // The seeded demo learner (api/README.md); a session of its own, whatever other suites do.
    const learner = { email: 'demo@beat2breakthrough.test', password: 'DemoLearner!2025' };
    const login = await page.request.post('/api/auth/login', {
      data: learner,
      headers: { Origin: shellOrigin },
    });
    expect(login.ok()).toBe(true);
    const loggedIn = `Logged in with: ${learner.email}`;
    const first = await page.request.get('/', { headers: { 'Accept-Language': 'en' } });
    // It carries a learner's e-mail: for this browser only, never a shared cache.
    expect(first.headers()['cache-control']).toBe('private, no-cache');
    expect(await first.text()).toContain(loggedIn);

    const problems = watchHydration(page);
    const asked: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/auth/me') asked.push(req.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('contentinfo')).toContainText(loggedIn);
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a card play button works right after load: the bar shows the song and it plays', async ({
    page,
  }) => {
    await page.goto('/');
    const card = page.getByTestId('playlist-row').first().getByTestId('song-card').first();
    const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    await card.getByRole('button', { name: /^Play/ }).click();
    await expect(playerBar(page)).toContainText(title);
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  });

  test('a Play clicked before the scripts have run is carried out once they have', async ({
    page,
  }) => {
    const release = await holdShellScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    const card = page.getByTestId('playlist-row').first().getByTestId('song-card').first();
    const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    await card.getByRole('button', { name: /^Play/ }).click();
    release();
    await expect(playerBar(page)).toContainText(title);
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  });

  // The language reaches the search form while it still hydrates: the form must be hydrated, not
  // rendered anew, or the typed search is lost (I18nProvider).
  test('a language picked, a filter chosen and a search typed before the scripts have run are carried out once they have', async ({
    page,
  }) => {
    const release = await holdShellScript(page);
    await page.goto('/search', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: 'Choose language' }).selectOption('de');
    await page.getByRole('combobox', { name: 'Subject' }).selectOption('DE_EN');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Technik');
    release();

    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Suchergebnisse für „Technik“' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Suche' })).toHaveValue('Technik');
    await expect(page.getByRole('combobox', { name: 'Fach' })).toHaveValue('DE_EN');
    await expect(page).toHaveURL(/[?&]q=Technik(&|$)/);
    await expect(page).toHaveURL(/[?&]subject=DE_EN(&|$)/);
  });

  test('on a slow phone, a Play clicked while the page still hydrates reaches the player', async ({
    page,
  }) => {
    // The page hydrates in slices after the frame; a click on a part not hydrated yet hydrates it
    // at once and is replayed, and the player bar (hydrated with the frame) must already listen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/song/1');
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click();
    await expect(playerBar(page).getByRole('button', { name: 'Pause' })).toBeVisible();
  });
});

test.describe('kept pages (issue 74)', () => {
  test('a page asked again comes from the kept copy, its scripts allowed by hash, and works', async ({
    page,
    request,
  }) => {
    const url = '/search?q=Haus&kept=e2e';
    expect((await request.get(url)).headers()['x-page-cache']).toBe('miss');
    await expect.poll(async () => (await request.get(url)).headers()['x-page-cache']).toBe('hit');
    const csp = (await request.get(url)).headers()['content-security-policy'] ?? '';
    expect(csp).toContain("'sha256-");
    expect(csp).not.toContain("'nonce-");

    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const problems = watchHydration(page);
    const response = await page.goto(url);
    expect(response?.headers()['x-page-cache']).toBe('hit');
    await pageStarted(page);
    // Hydrated: a typed search runs in the page.
    await page.getByRole('searchbox', { name: 'Search' }).fill('Technik');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/[?&]q=Technik(&|$)/);
    expect(refused).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a logged-in page is never kept', async ({ request }) => {
    const headers = { cookie: 'btb_session=not-a-real-session' };
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await request.get('/song/2?kept=login', { headers });
      expect(response.headers()['x-page-cache']).toBeUndefined();
    }
  });
});

test.describe('server rendering when a remote fails on the server', () => {
  test('a remote whose server entry is missing is rendered by the browser inside the server-rendered shell', async ({
    page,
    request,
  }) => {
    const restore = await breakServerEntry(request, 'mf_calculator');
    try {
      const response = await request.get('/time-calculator');
      expect(response.status()).toBe(200);
      const html = await response.text();
      // The shell is there, the calculator is not: it is left to the browser.
      expect(html).toContain('id="main-navigation"');
      expect(html).toContain('"remotes":[]');
      await page.goto('/time-calculator');
      await expect(page).toHaveTitle(/^Time Calculator \|/);
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    } finally {
      await restore();
    }
    await expect
      .poll(async () => (await request.get('/time-calculator')).text())
      .toContain('"remotes":["mf_calculator/TimeCalculatorPage"]');
  });
});

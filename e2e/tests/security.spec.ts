import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { remoteOrigins, siteRoutes } from '../support/routes';

/** Collects CSP violations as the browser reports them: the DOM event and the console line. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Refused to')) violations.push(message.text());
  });
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCsp: (text: string) => void }).__reportCsp;
      report(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile})`);
    });
  });
  return violations;
}

const usualHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

test.describe('security headers', () => {
  test('pages carry a CSP naming the exact remote origins and no unsafe script sources', async ({
    request,
  }) => {
    // A URL nobody asked before: rendered for this request (a kept page is checked below).
    const res = await request.get(`/search?csp=${Date.now()}`);
    const headers = res.headers();
    expect(headers).toMatchObject({
      ...usualHeaders,
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['permissions-policy']).toContain('camera=()');
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
    // The server-rendered page's inline scripts run by this response's nonce, nothing else inline.
    const sources = scriptSrc?.split(' ') ?? [];
    expect(sources.filter((source) => !source.startsWith("'nonce-")).sort()).toEqual(
      ['script-src', "'self'", ...Object.values(remoteOrigins)].sort(),
    );
    expect(sources.filter((source) => source.startsWith("'nonce-"))).toHaveLength(1);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  test("every inline script of a rendered page carries that response's nonce, new on each render; a kept page names them by hash", async ({
    request,
  }) => {
    const nonces: string[] = [];
    const run = Date.now();
    let last = '';
    for (const path of ['/', '/', '/search?q=a', '/song/1']) {
      // Each a URL nobody asked before: rendered for this request.
      last = `${path}${path.includes('?') ? '&' : '?'}render=${run}-${nonces.length}`;
      const res = await request.get(last);
      const csp = res.headers()['content-security-policy'] ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
      nonces.push(nonce);
      const html = await res.text();
      // Inline scripts that run (React's, for parts streamed after the shell); data blocks do not.
      const inline = [...html.matchAll(/<script(?![^>]*\s(?:src|type)=)([^>]*)>/g)];
      for (const [tag] of inline) expect(tag, path).toContain(`nonce="${nonce}"`);
      // The state block the page hydrates with carries it too.
      expect(html, path).toContain(`nonce="${nonce}"`);
    }
    expect(new Set(nonces).size).toBe(nonces.length);

    // Asked again, the page comes kept: the same bytes for every visitor, so no nonce is shared;
    // the policy names each of its inline scripts by hash instead.
    await expect.poll(async () => (await request.get(last)).headers()['x-page-cache']).toBe('hit');
    const kept = await request.get(last);
    const csp = kept.headers()['content-security-policy'] ?? '';
    expect(csp).not.toContain("'nonce-");
    const scripts = [
      ...(await kept.text()).matchAll(/<script(?![^>]*\s(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, text = ''] of scripts)
      expect(csp).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  test('a remote origin serves its standalone page with a CSP naming only the remote origins', async ({
    request,
  }) => {
    // The standalone page loads other remotes' parts (mf-quiz's quiz-code dialog), as the shell does.
    const res = await request.get(`${remoteOrigins.mf_song}/`);
    expect(res.headers()).toMatchObject(usualHeaders);
    const csp = res.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc?.split(' ').sort()).toEqual(
      ['script-src', "'self'", ...Object.values(remoteOrigins)].sort(),
    );
  });

  test('the API answers with the usual headers', async ({ request }) => {
    const res = await request.get('/api/faqs');
    expect(res.headers()).toMatchObject({ ...usualHeaders, 'referrer-policy': 'no-referrer' });
    expect(res.headers()['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers()['permissions-policy']).toContain('camera=()');
  });

  test('no HSTS over HTTP, and a forged X-Forwarded-Proto changes nothing without TRUST_PROXY', async ({
    request,
  }) => {
    for (const url of ['/', '/api/faqs', `${remoteOrigins.mf_home}/`]) {
      expect((await request.get(url)).headers()['strict-transport-security']).toBeUndefined();
      const forged = await request.get(url, { headers: { 'x-forwarded-proto': 'https' } });
      expect(forged.headers()['strict-transport-security']).toBeUndefined();
    }
  });
});

test.describe('CSP in Chromium', () => {
  for (const route of siteRoutes) {
    test(`${route.path} loads with zero CSP violations`, async ({ page }) => {
      const violations = await watchCsp(page);
      await page.goto(route.path);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }

  test('playing a song (audio, covers) causes no violation', async ({ page, request }) => {
    const violations = await watchCsp(page);
    const songs = (await (await request.get('/api/songs/all')).json()) as { id: number }[];
    await page.goto(`/song/${songs[0]?.id ?? 1}`);
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click();
    await expect(
      page.getByRole('region', { name: 'Audio player' }).getByRole('button', { name: 'Pause' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('the watcher sees what the CSP refuses: inline script and string eval', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/');
    await expect(page.locator('h1').first()).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.body.append(script);
      try {
        // A string is compiled like eval; the CSP must refuse it.
        window.setTimeout('window.__evalRan = true;' as unknown as () => void, 0);
      } catch {
        // Some engines throw instead of reporting; the flag check below covers both.
      }
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => '__evalRan' in window)).toBe(false);
  });

  for (const [name, origin] of Object.entries(remoteOrigins)) {
    test(`${name} standalone at its own origin loads with zero CSP violations`, async ({
      page,
    }) => {
      const violations = await watchCsp(page);
      await page.goto(`${origin}/`);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }
});

test.describe('CSRF', () => {
  test('a state change from a foreign origin is refused; the site itself still works', async ({
    page,
    request,
  }) => {
    const foreign = await request.post('/api/content/1/like', {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status()).toBe(403);
    expect(await foreign.json()).toEqual({ message: 'Cross-site request refused' });

    // The browser's own POSTs carry an allowed Origin: to its own API and to a remote's origin.
    await page.goto('/');
    const statuses = await page.evaluate(async (remote) => {
      const post = async (url: string) =>
        (await fetch(url, { method: 'POST', credentials: 'include' })).status;
      return [await post('/api/content/1/view'), await post(`${remote}/api/content/1/view`)];
    }, remoteOrigins.mf_search);
    expect(statuses).toEqual([200, 200]);
  });
});

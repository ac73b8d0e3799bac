import { expect, test, type Page } from '@playwright/test';
import { statSync } from 'node:fs';
import path from 'node:path';
import {
  buildFixtureRemote,
  channelOf,
  promote,
  registryWrite,
  stageBuild,
} from '../support/releases';

// A remote the shell was not built with (e2e/fixtures/mf-hello, not in platform.json): released
// and registered with its route and nav link while the site runs, it must appear at once.
const remote = 'mf_hello';
const pages = {
  routes: [
    { key: 'hello', path: '/hello', module: 'HelloPage' },
    { key: 'helloName', path: '/hello/:name', module: 'HelloPage' },
  ],
  nav: [
    { path: '/hello', order: 30, label: { en: 'Hello', de: 'Hallo' }, badge: 'hello.greetings' },
  ],
};
const shellManifest = path.resolve(__dirname, '../../shell/dist/mf-manifest.json');

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe.serial('a new remote registered at run time', () => {
  let release: string;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(600_000);
    release = stageBuild(buildFixtureRemote('mf-hello'), remote, '1.0.0');
    // Left over from an earlier run that stopped half-way: take it off first.
    const channel = await channelOf(request, remote);
    if (channel?.stable || channel?.canary) {
      await registryWrite(request, '/registry/retire', { remote });
    }
  });
  test.afterAll(async ({ request }) => {
    const channel = await channelOf(request, remote);
    if (channel?.stable || channel?.canary) {
      await registryWrite(request, '/registry/retire', { remote });
    }
  });

  test('appears in the nav and at its route, server-rendered too, with no shell rebuild or restart; retiring it takes it off', async ({
    page,
    request,
  }) => {
    const shellBuiltAt = statSync(shellManifest).mtimeMs;
    await page.goto('/');
    await expect(nav(page).getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Hello' })).toHaveCount(0);
    expect((await request.get('/hello')).status()).toBe(404);

    const registered = await registryWrite(request, '/registry/releases', {
      remote,
      release,
      pages,
    });
    expect(registered.status()).toBe(200);
    expect((await promote(request, remote, release)).status()).toBe(200);

    // The next navigation: the nav link is there, in its order, and leads to the remote's page.
    const errors = hydrationErrors(page);
    await page.reload();
    await expect(nav(page).getByRole('link')).toHaveText([
      'Home',
      'Search',
      'Hello',
      'Review',
      'My learning',
    ]);
    await nav(page).getByRole('link', { name: 'Hello' }).click();
    await expect(page).toHaveURL(/\/hello$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hello from mf-hello' }),
    ).toBeVisible();
    // Titled by its own meta on client navigation (issue 36), not "Unknown Page".
    await expect(page).toHaveTitle('Hello | Beat to Breakthrough');
    // The page published a count for the badge its nav entry names (a shared singleton carries it).
    await expect(nav(page).getByTestId('nav-badge')).toHaveText('3');
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);

    // The server renders it as well (once its server entry is loaded), route parameters included,
    // and the browser hydrates that HTML without a mismatch.
    await expect
      .poll(async () => {
        const response = await request.get('/hello/Ada');
        const html = await response.text();
        return (
          response.status() === 200 &&
          html.includes('Hello from mf-hello') &&
          html.includes('Ada') &&
          // Its head from its own meta, in the first HTML.
          html.includes('<title>Hello, Ada | Beat to Breakthrough</title>')
        );
      })
      .toBe(true);
    await page.goto('/hello/Ada');
    await expect(page.getByTestId('hello-name')).toHaveText('Ada');
    await expect(page).toHaveTitle('Hello, Ada | Beat to Breakthrough');
    await expect(nav(page).getByTestId('nav-badge')).toHaveText('3');
    expect(errors).toEqual([]);

    // Labels come from the entry, in the page's language.
    const german = await request.get('/', { headers: { 'accept-language': 'de' } });
    expect(await german.text()).toMatch(/href="\/hello"[^>]*>Hallo</);

    // Nothing of the shell was rebuilt.
    expect(statSync(shellManifest).mtimeMs).toBe(shellBuiltAt);

    expect((await registryWrite(request, '/registry/retire', { remote })).status()).toBe(200);
    await page.goto('/');
    await expect(nav(page).getByRole('link')).toHaveText([
      'Home',
      'Search',
      'Review',
      'My learning',
    ]);
    expect((await request.get('/hello')).status()).toBe(404);
  });
});

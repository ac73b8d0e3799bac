import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '@btb/platform/chromium';
import path from 'node:path';
import { testSuitesMediaDir } from '@btb/platform/paths';
import { basePortOf, firstBasePort, shellOrigin, siteCount, siteEnv } from './support/ports';
import { answeredVisitor } from './support/visitorState';

const repoRoot = path.resolve(__dirname, '..');

/**
 * End-to-end suites against the production build, served exactly as `npm start` serves it. Each
 * worker tests a site of its own (`support/ports.ts`: its ports, its database `.data/e2e-<port>`,
 * its registry and rate limits); the sites share the builds and the generated media.
 */
const sites = Array.from({ length: siteCount }, (_, index) => basePortOf(index));

export default defineConfig({
  testDir: './tests',
  // One results folder per port block, so suites run side by side do not trip over each other.
  outputDir: path.join(__dirname, 'test-results', String(firstBasePort)),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Files spread over the workers; a file's tests run in order in one worker (several rely on it).
  fullyParallel: false,
  workers: siteCount,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    // Evaluated again in each worker, where TEST_PARALLEL_INDEX picks the worker's own site.
    baseURL: shellOrigin,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        ...chromiumFlags,
        '--autoplay-policy=no-user-gesture-required',
        // Some tests rewrite a page's HTML (route.fulfill); Chromium then counts the page as public
        // and would refuse its requests to the loopback remotes (Local Network Access).
        '--disable-features=LocalNetworkAccessChecks',
      ],
    },
    trace: 'retain-on-failure',
    // The service worker (docs/offline.md) is tried by tests/offline.spec.ts; elsewhere it would
    // only precache the site in every new context and answer requests a test routes itself.
    serviceWorkers: 'block',
    // The suites run as a visitor who already answered the analytics question and skipped "I speak
    // … / I learn …", so neither question is in their way; tests/privacy.spec.ts starts from a
    // fresh browser, tests/learning-pair.spec.ts without the pair.
    storageState: answeredVisitor(),
  },
  // Started one after the other: the first builds what is stale (`npm start`), the others find the
  // builds current and the media generated, and are up in seconds.
  webServer: sites.map((base) => ({
    command: 'npm start',
    cwd: repoRoot,
    url: `http://localhost:${base}/remotes.json`,
    // A first start builds all eight apps (4–8 minutes on 2 busy cores), then sings the 225 songs
    // (about 10 minutes).
    timeout: 1_800_000,
    reuseExistingServer: !process.env.CI,
    env: siteEnv(base, testSuitesMediaDir),
    stdout: 'pipe' as const,
  })),
});

import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '@btb/platform/chromium';
import path from 'node:path';
import { testSuitesMediaDir } from '@btb/site-server/paths';
import { basePort, dataDir, deployToken, shellOrigin, siteEnv } from './support/ports';
import { answeredVisitor } from './support/visitorState';

const repoRoot = path.resolve(__dirname, '..');

/**
 * End-to-end suites against the production build, served exactly as `npm start` serves it, on a
 * database of its own (`.data/e2e`).
 */
export default defineConfig({
  testDir: './tests',
  // One results folder per port block, so suites run side by side do not trip over each other.
  outputDir: path.join(__dirname, 'test-results', String(basePort)),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
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
  webServer: {
    command: 'npm start',
    cwd: repoRoot,
    url: `${shellOrigin}/remotes.json`,
    // A first start builds all eight apps (about 8 minutes on 2 busy cores).
    timeout: 900_000,
    reuseExistingServer: !process.env.CI,
    env: {
      ...siteEnv(),
      DATA_DIR: dataDir,
      MEDIA_DIR: testSuitesMediaDir,
      DEPLOY_TOKEN: deployToken,
    },
    stdout: 'pipe',
  },
});

import type { BrowserContextOptions } from 'playwright-core';
import { namedPreset } from './namedPreset';

/** What of a browser context says what screen it has. */
export type ScreenEmulation = Pick<
  BrowserContextOptions,
  'viewport' | 'deviceScaleFactor' | 'isMobile' | 'hasTouch'
>;

/**
 * The screens: `desktop`, Playwright's own default window (1280 × 720), which the README's figures
 * were measured on; `phone`, the screen of Lighthouse's mobile preset (a Moto G Power: 412 × 823
 * CSS pixels at 1.75 device pixels per pixel, mobile, touch), so the interactions are timed on the
 * same phone as the Lighthouse rows, its screen as well as its CPU.
 */
const screens: Record<string, ScreenEmulation> = {
  desktop: {},
  phone: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
};

/** The screen an interaction run emulates, from `BENCH_INTERACTION_SCREEN` (`desktop` unless set). */
export function interactionScreen(env: NodeJS.ProcessEnv = process.env): ScreenEmulation {
  return namedPreset(
    { variable: 'BENCH_INTERACTION_SCREEN', kind: 'screen', presets: screens, fallback: 'desktop' },
    env,
  );
}

/**
 * The screen an interaction run emulates, from `BENCH_INTERACTION_SCREEN`: `desktop` (the default,
 * Playwright's 1280 × 720 window, which the README's figures were measured on) or `phone`, the
 * screen of Lighthouse's mobile preset (a Moto G Power: 412 × 823 CSS pixels at 1.75 device pixels
 * per pixel, mobile, touch), so the interactions are timed on the same phone as the Lighthouse rows,
 * its screen as well as its CPU.
 */
export interface ScreenEmulation {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
}

const screens: Record<string, ScreenEmulation> = {
  desktop: {
    viewport: { width: 1280, height: 720 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
  },
  phone: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
};

export function interactionScreen(env: NodeJS.ProcessEnv = process.env): ScreenEmulation {
  const name = env.BENCH_INTERACTION_SCREEN?.trim() || 'desktop';
  const screen = screens[name];
  if (!screen) {
    throw new Error(
      `BENCH_INTERACTION_SCREEN: no such screen ${name} (${Object.keys(screens).join(', ')})`,
    );
  }
  return screen;
}

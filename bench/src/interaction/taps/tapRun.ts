import type { Browser, CDPSession } from 'playwright-core';
import { slowedPage } from '../slowedPage';
import { interactionScreen } from '../screen';
import { armedMark, endedMark, installEventProbe, readEventProbe, tapSignal } from './eventProbe';
import { fingerOf } from './finger';
import { interactionLatency, type TapLatency } from './interactionLatency';
import type { TapSite, TapSpec } from './learnerTaps';
import { readyToTap } from './readyToTap';

/** The phone of Lighthouse's mobile preset, whatever BENCH_INTERACTION_SCREEN says: taps are a phone's. */
const phone = interactionScreen({ BENCH_INTERACTION_SCREEN: 'phone' });

/** After the tap's next two frames, time for the browser to report their entries. */
const reportMs = 150;

/** Records something around the measured tap (a trace): started before the page settles for it. */
export interface TapRecorder {
  start(cdp: CDPSession): Promise<void>;
  stop(cdp: CDPSession): Promise<void>;
}

/** Where and how a run taps. */
export interface TapRunSettings {
  origin: string;
  site: TapSite;
  cpuMultiplier: number;
  holdMs: number;
}

/**
 * One run of `tap` in a fresh browser context on the phone's screen, its CPU slowed by the
 * calibrated multiplier (as `timedRun`): the page opened, the setup taps made, the page left to
 * become ready for the tap (`readyToTap`), the tap made with a finger held `holdMs`, and its
 * latency read from the Event Timing entries the page kept (`interactionLatency`). A failed run
 * is logged and returns null.
 */
export async function tapRun(
  browser: Browser,
  tap: TapSpec,
  { origin, site, cpuMultiplier, holdMs }: TapRunSettings,
  recorder?: TapRecorder,
): Promise<TapLatency | null> {
  const context = await browser.newContext({ ...phone, locale: 'en-US' });
  try {
    const { page, cdp } = await slowedPage(context, cpuMultiplier);
    await page.addInitScript(installEventProbe, {
      signal: tapSignal,
      settleMs: reportMs,
      endMark: endedMark,
    });
    const finger = fingerOf(page, cdp, holdMs);
    await page.goto(origin + tap.path(site), { waitUntil: 'load' });
    await tap.setup?.(page, finger);
    await recorder?.start(cdp);
    const target = tap.target(page);
    const point = await readyToTap(page, target, armedMark);
    const ended = page.waitForEvent('console', {
      predicate: (message) => message.text() === tapSignal,
      timeout: 15_000,
    });
    // If the tap fails, its error is the one reported; the wait then ends with the context.
    ended.catch(() => undefined);
    await (tap.key ? finger.press(tap.key) : finger.tap(point));
    await ended;
    await recorder?.stop(cdp);
    const { entries, armedAt } = await page.evaluate(readEventProbe);
    return interactionLatency(entries, armedAt);
  } catch (error) {
    console.error(`[bench] one ${tap.name} run failed: ${String(error).split('\n')[0]}`);
    return null;
  } finally {
    await context.close();
  }
}

import { setTimeout as sleep } from 'node:timers/promises';
import type { CDPSession, Page } from 'playwright-core';
import type { Point } from './readyToTap';

/** How a run touches the phone: a finger's tap, or a key for what a tap cannot reach. */
export interface Finger {
  tap(point: Point): Promise<void>;
  press(key: string): Promise<void>;
}

/**
 * A finger on the phone's touch screen (CDP touch events, as a phone sends them, not a mouse
 * click): down, held `holdMs` (`pressMs`, 90 ms as a finger is), lifted. A key is held as long.
 */
export function fingerOf(page: Page, cdp: CDPSession, holdMs: number): Finger {
  return {
    async tap({ x, y }) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      await sleep(holdMs);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    },
    async press(key) {
      await page.keyboard.down(key);
      await sleep(holdMs);
      await page.keyboard.up(key);
    },
  };
}

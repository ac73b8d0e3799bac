import { passedTo } from './accessLogSummary';
import type { LatencyProxy } from './latencyProxy';
import type { Fault } from './outageLoad';
import { slowProcessDelayMs } from './slowProcessChecks';

/** The proxy nginx reaches the last process through, and nginx's access log. */
export interface SlowProcessSetup {
  proxy: LatencyProxy;
  accessLog: string;
}

/**
 * The last process turned slow: the proxy before it holds its answers back
 * `slowProcessDelayMs`, then passes them straight on again.
 */
export function slowProcessFault({ proxy, accessLog }: SlowProcessSetup) {
  const window = { from: 0, to: 0 };
  const fault: Fault = {
    name: `the last process answering ${slowProcessDelayMs} ms late`,
    stop: async () => {
      window.from = Date.now();
      proxy.setDelay(slowProcessDelayMs);
    },
    start: async () => {
      window.to = Date.now();
      proxy.setDelay(0);
    },
  };
  return {
    fault,
    /** What nginx passed to the slow process while it was slow, of all it passed on. */
    toSlow: () => passedTo(accessLog, proxy.address, window),
  };
}

import { existsSync, readFileSync } from 'node:fs';
import type { UpstreamWatch } from '../upstreamWatch/upstreamWatch';
import { passedTo } from './accessLogSummary';
import type { LatencyProxy } from './latencyProxy';
import { metricSum } from './outageEvidence';
import type { Fault } from './outageLoad';
import { slowProcessDelayMs, type WatchEvidence } from './slowProcessChecks';

/** The proxy nginx reaches the last process through, nginx's access log, and the upstream watch. */
export interface SlowProcessSetup {
  proxy: LatencyProxy;
  accessLog: string;
  watch: UpstreamWatch;
  watchLog: string;
}

/** The watch's log lines written between two moments (epoch ms). */
function watchLinesBetween(file: string, from: number, to: number) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { time: number; upstream?: string; msg: string })
    .filter((line) => line.time >= from && line.time <= to);
}

/**
 * The last process turned slow: the proxy before it holds its answers back
 * `slowProcessDelayMs`, then passes them straight on again. Meanwhile the upstream watch's
 * `upstream_slow` is read for it, as an operator's dashboard would.
 */
export function slowProcessFault({ proxy, accessLog, watch, watchLog }: SlowProcessSetup) {
  const window = { from: 0, to: 0 };
  const slowGauge = `upstream_slow{upstream="${proxy.address}"}`;
  const started = Date.now();
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
    /** Halfway through the fault: is the slow process shown as slow? */
    whileSlow: async () => metricSum([await watch.registry.metrics()], slowGauge),
    /** What nginx passed to the slow process while it was slow, of all it passed on. */
    toSlow: () => passedTo(accessLog, proxy.address, window),
    /** The watch's lines over the phase, and its gauge now that the process is fast again. */
    watched: async (slowWhileSlow: number): Promise<WatchEvidence> => {
      const lines = watchLinesBetween(watchLog, started, Date.now());
      return {
        slowWhileSlow,
        slowAfter: metricSum([await watch.registry.metrics()], slowGauge),
        slowLines: lines.filter((line) => line.upstream === proxy.address && /slow/.test(line.msg))
          .length,
        backLines: lines.filter((line) => line.upstream === proxy.address && /back/.test(line.msg))
          .length,
        others: lines
          .filter((line) => line.upstream !== proxy.address)
          .map((line) => `${line.upstream} ${line.msg}`),
      };
    },
  };
}

import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { parseAccessLogLine } from '../nginx/accessLogFormat';
import { followFile } from './followFile';
import {
  createUpstreamLatency,
  defaultLatencyRule,
  type LatencyRule,
  type UpstreamChange,
} from './upstreamLatency';

/** One JSON log line, as the site processes write theirs (pino's numeric level, time, fields, msg). */
export type WatchLog = (line: Record<string, unknown>) => void;

export interface UpstreamWatchOptions {
  /** nginx's access log, in the format of `accessLogDirectives`. */
  accessLog: string;
  /** How often the log is read and the processes judged. */
  intervalMs?: number;
  rule?: LatencyRule;
  log?: WatchLog;
  now?: () => number;
}

const printJson: WatchLog = (line) => console.log(JSON.stringify(line));

/** The one line a change of state writes. */
function changeLine(change: UpstreamChange, time: number): Record<string, unknown> {
  const figures = {
    upstream: change.upstream,
    medianMs: Math.round(change.medianMs),
    othersMs: Math.round(change.othersMs),
  };
  return change.slow
    ? { level: 40, time, ...figures, msg: 'upstream slow: answering far later than the others' }
    : {
        level: 30,
        time,
        ...figures,
        slowForMs: change.slowForMs,
        msg: 'upstream back to normal',
      };
}

/**
 * What nginx sees of each process, for operators: it follows nginx's access log, times every
 * process's answers (`upstream_response_seconds`), says which one answers far later than the
 * others (`upstream_slow`), and writes one log line when one turns slow and one when it is back.
 * nginx alone sees a process slow on its link, where the process's own timings show nothing.
 */
export function createUpstreamWatch(options: UpstreamWatchOptions) {
  const { log = printJson, now = Date.now } = options;
  const latency = createUpstreamLatency(options.rule ?? defaultLatencyRule);
  const follower = followFile(options.accessLog);
  const registry = new Registry();
  const answers = new Histogram({
    name: 'upstream_response_seconds',
    help: 'How long each process took to answer nginx, from its access log',
    labelNames: ['upstream'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const medians = new Gauge({
    name: 'upstream_median_seconds',
    help: 'Median answer time of each process over the watch window',
    labelNames: ['upstream'],
    registers: [registry],
  });
  new Gauge({
    name: 'upstream_slow',
    help: 'Whether a process answers far later than the others (1) or not (0)',
    labelNames: ['upstream'],
    registers: [registry],
    collect() {
      for (const upstream of latency.upstreams())
        this.set({ upstream }, latency.isSlow(upstream) ? 1 : 0);
    },
  });
  const turnedSlow = new Counter({
    name: 'upstream_slow_total',
    help: 'Times a process turned slow',
    labelNames: ['upstream'],
    registers: [registry],
  });

  const check = () => {
    for (const line of follower.read()) {
      const entry = parseAccessLogLine(line);
      for (const { address, seconds } of entry?.tries ?? []) {
        if (seconds === null || !entry) continue;
        answers.observe({ upstream: address }, seconds);
        latency.record(address, entry.at, seconds);
      }
    }
    const at = now();
    const judged = latency.judge(at);
    for (const [upstream, ms] of judged.medians) medians.set({ upstream }, ms / 1000);
    for (const change of judged.changes) {
      if (change.slow) turnedSlow.inc({ upstream: change.upstream });
      log(changeLine(change, at));
    }
  };
  check();
  const timer = setInterval(() => {
    try {
      check();
    } catch (error) {
      log({
        level: 50,
        time: now(),
        err: String(error),
        msg: 'upstream watch: access log unreadable',
      });
    }
  }, options.intervalMs ?? 1000);
  timer.unref();
  return {
    registry,
    /** Reads the log and judges now, as the timer does. */
    check,
    stop: () => clearInterval(timer),
  };
}

export type UpstreamWatch = ReturnType<typeof createUpstreamWatch>;

import { readFileSync } from 'node:fs';
import type { OutagePhase } from './outageLoad';

/** What a fault phase leaves to be checked. */
export interface OutageEvidence {
  phase: OutagePhase;
  /** Acknowledged likes, plays and review logs not found in the database afterwards. */
  missing: number;
  /** Each process's `/metrics` text, read after the phase. */
  metrics: string[];
  /** Each process's log file. */
  logFiles: string[];
}

type Sample = OutagePhase['samples'][number];

export const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};

/** Answers by status, and by kind of request for any but a 200 (which requests got the 429s). */
export const countBy = (samples: Sample[]) =>
  samples.reduce<Record<string, number>>((counts, { status, kind }) => {
    const answer = status === 0 ? 'no answer' : String(status);
    const key = status === 200 ? answer : `${answer} ${kind}`;
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

/** The sum of one metric's samples across processes (`name{labels} value` lines). */
export const metricSum = (texts: string[], line: string): number =>
  texts
    .flatMap((text) => text.split('\n'))
    .filter((row) => row.startsWith(`${line} `))
    .reduce((sum, row) => sum + Number(row.slice(line.length + 1)), 0);

export const linesMatching = (file: string, pattern: RegExp): number =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => pattern.test(line)).length;

/** The samples before the fault, while it lasted, and from `recoveryMs` after it ended. */
export function windows({ samples, downAt, backAt }: OutagePhase, recoveryMs: number) {
  return {
    before: samples.filter((s) => s.at < downAt),
    during: samples.filter((s) => s.at >= downAt && s.at < backAt),
    after: samples.filter((s) => s.at >= backAt + recoveryMs),
  };
}

/** Answers no client should get: a 5xx other than `allowed`, or none at all. */
export const brokenAnswers = (samples: Sample[], allowed: number[] = []) =>
  samples.filter((s) => s.status === 0 || (s.status >= 500 && !allowed.includes(s.status)));

/** Per process, how many log lines went down and came back: "1/1 1/1 1/1". */
export function transitionLines(logFiles: string[], down: RegExp, back: RegExp) {
  const downs = logFiles.map((file) => linesMatching(file, down));
  const backs = logFiles.map((file) => linesMatching(file, back));
  return {
    text: downs.map((d, i) => `${d}/${backs[i]}`).join(' '),
    /** One line each way in every process that saw it, and at least one process did. */
    ok: downs.every((d, i) => d <= 1 && d === backs[i]) && downs.some((d) => d === 1),
  };
}

import fc from 'fast-check';
import { fuzzRequest, type FuzzApi, type FuzzRequest } from '../testing/fuzzRequests';
import type { FuzzTarget } from './fuzzTarget';

export interface FuzzReport {
  sent: number;
  byStatus: Record<number, number>;
  /** The first few requests answered with 5xx, to reproduce them. */
  serverErrors: { request: FuzzRequest; status: number; body: string }[];
  /** True when the time limit stopped the run before all requests were sent. */
  timedOut: boolean;
  milliseconds: number;
}

/** Origins a browser could send: none, the site's own, and foreign ones (CSRF refusals). */
function originHeaders(allowedOrigins: readonly string[]): fc.Arbitrary<Record<string, string>> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.constantFrom(...allowedOrigins).map((origin) => ({ origin })) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.constant('null'), fc.webUrl(), fc.string({ maxLength: 20 }))
        .map((origin) => ({ origin })),
    },
  );
}

const batchSize = 500;

/** Sends `runs` random requests one after another and tallies the answers by status. */
export async function runFuzz(
  target: FuzzTarget,
  options: {
    runs: number;
    seed: number;
    maxSeconds: number;
    allowedOrigins: readonly string[];
    api: FuzzApi;
  },
): Promise<FuzzReport> {
  const started = Date.now();
  const deadline = started + options.maxSeconds * 1000;
  const arbitrary = fuzzRequest(options.api, originHeaders(options.allowedOrigins));
  const report: FuzzReport = {
    sent: 0,
    byStatus: {},
    serverErrors: [],
    timedOut: false,
    milliseconds: 0,
  };
  for (let batch = 0; report.sent < options.runs; batch += 1) {
    const count = Math.min(batchSize, options.runs - report.sent);
    const requests = fc.sample(arbitrary, { numRuns: count, seed: options.seed + batch });
    for (const request of requests) {
      if (Date.now() > deadline) {
        report.timedOut = true;
        report.milliseconds = Date.now() - started;
        return report;
      }
      const { status, body } = await target(request).catch((error: unknown) => ({
        status: 599,
        body: `no answer: ${String(error)}`,
      }));
      report.sent += 1;
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
      if (status >= 500 && report.serverErrors.length < 10) {
        report.serverErrors.push({ request, status, body: body.slice(0, 300) });
      }
    }
  }
  report.milliseconds = Date.now() - started;
  return report;
}

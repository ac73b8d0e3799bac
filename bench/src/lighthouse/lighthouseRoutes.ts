import { siteOrigin } from '../config';
import { runLighthouse, type LighthouseResult } from './runLighthouse';

export const lighthousePaths = ['/', '/search', '/song/1'];

/** Lighthouse now and then loses the trace on a busy machine (NO_NAVSTART): try again. */
async function runWithRetry(url: string, index: number, attempts = 3): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, index);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`[bench] lighthouse ${url} attempt ${attempt} failed, retrying`);
    }
  }
}

/** Median run (by performance score) of each page; runs are sequential, one Chromium at a time. */
export async function lighthouseRoutes(runs: number): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const pagePath of lighthousePaths) {
    const all: LighthouseResult[] = [];
    for (let i = 0; i < runs; i++) all.push(await runWithRetry(siteOrigin + pagePath, i));
    all.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
    results.push(all[Math.floor(all.length / 2)] as LighthouseResult);
  }
  return results;
}

import os from 'node:os';
import path from 'node:path';
import type { VocalJob } from '../sing/singVocal';
import { workerAnswer } from '../tsWorker';

/** The share of a song's syllables sung within 50 cents of their notes. */
export interface PitchShare {
  slug: string;
  share: number;
}

/** The songs' voices sung and measured (sungPitchWorker.ts), spread over a worker thread per core. */
export async function sungPitchShares(jobs: readonly VocalJob[]): Promise<PitchShare[]> {
  const threads = Math.max(1, Math.min(jobs.length, os.availableParallelism()));
  const parts = await Promise.all(
    Array.from({ length: threads }, (_, thread) =>
      workerAnswer<{ shares: PitchShare[] }>(path.join(__dirname, 'sungPitchWorker.ts'), {
        jobs: jobs.filter((_, i) => i % threads === thread),
      }),
    ),
  );
  return parts.flatMap(({ shares }) => shares);
}

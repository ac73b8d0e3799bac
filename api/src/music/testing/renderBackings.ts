import path from 'node:path';
import { workerAnswer } from '../../voice/tsWorker';
import type { BackingPlan } from '../backingTypes';

export interface RenderedBackings {
  backings: Float32Array[];
  /** CPU seconds the worker spent on each backing. */
  cpuSeconds: number[];
}

/**
 * Test-only: `arrangeBacking` for each plan, in a worker thread, as the seed runs it (the
 * synthesizer is ES modules, which the jest runtime does not load).
 */
export function renderBackings(
  plans: BackingPlan[],
  sampleRate: number,
): Promise<RenderedBackings> {
  return workerAnswer(path.join(__dirname, 'renderBackingsWorker.ts'), { plans, sampleRate });
}

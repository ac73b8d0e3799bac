// Test-only: renders backings in a worker thread (see renderBackings.ts) and sends them back.
import { parentPort, workerData } from 'node:worker_threads';
import { arrangeBacking } from '../arrangeBacking';
import type { BackingPlan } from '../backingTypes';

(async () => {
  const { plans, sampleRate } = workerData as { plans: BackingPlan[]; sampleRate: number };
  const backings: Float32Array[] = [];
  const cpuSeconds: number[] = [];
  for (const plan of plans) {
    const before = process.cpuUsage();
    backings.push(await arrangeBacking(plan, sampleRate));
    const used = process.cpuUsage(before);
    cpuSeconds.push((used.user + used.system) / 1e6);
  }
  parentPort?.postMessage(
    { backings, cpuSeconds },
    backings.map((b) => b.buffer as ArrayBuffer),
  );
})().catch((error: unknown) => parentPort?.postMessage({ error: String(error) }));

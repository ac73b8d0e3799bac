import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from './tsWorker';
import type { ReplyOf, VoiceJob, VoiceReply } from './voiceJobs';

export interface VoicePool {
  render<J extends VoiceJob>(job: J): Promise<ReplyOf<J>>;
  close(): Promise<void>;
}

interface Pending {
  resolve: (reply: VoiceReply) => void;
  reject: (error: Error) => void;
}

/** One worker per core (at most `max`), each taking the next job as it finishes one. */
export function startVoicePool(max = 4): VoicePool {
  const size = Math.max(1, Math.min(max, os.availableParallelism()));
  const entry = path.join(__dirname, 'voiceWorker.ts');
  const queue: { message: { id: number; job: VoiceJob }; pending: Pending }[] = [];
  const running = new Map<number, Pending>();
  const idle: Worker[] = [];
  const workers: Worker[] = [];
  let nextId = 0;

  const dispatch = () => {
    while (idle.length && queue.length) {
      const worker = idle.pop() as Worker;
      const next = queue.shift() as (typeof queue)[number];
      running.set(next.message.id, next.pending);
      worker.postMessage(next.message);
    }
  };

  for (let i = 0; i < size; i++) {
    const worker = startTsWorker(entry);
    worker.on('message', (message: { id: number; reply?: VoiceReply; error?: string }) => {
      const pending = running.get(message.id);
      running.delete(message.id);
      idle.push(worker);
      if (message.reply) pending?.resolve(message.reply);
      else pending?.reject(new Error(`voice job failed: ${message.error}`));
      dispatch();
    });
    // A worker that dies fails what it ran and everything still queued: the seed stops with the
    // cause instead of waiting for a worker that will never answer.
    worker.on('error', (error) => {
      for (const pending of running.values()) pending.reject(error);
      running.clear();
      for (const { pending } of queue.splice(0)) pending.reject(error);
    });
    workers.push(worker);
    idle.push(worker);
  }

  return {
    render<J extends VoiceJob>(job: J) {
      return new Promise<ReplyOf<J>>((resolve, reject) => {
        const message = { id: nextId++, job };
        queue.push({
          message,
          pending: { resolve: (reply) => resolve(reply as ReplyOf<J>), reject },
        });
        dispatch();
      });
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

import path from 'node:path';
import { startTsWorker } from '../tsWorker';

export interface DecodedAudio {
  samples: Float32Array;
  sampleRate: number;
}

/** The first channel of an MP3 file as a browser's decoder gives it (encoder delay included). */
export function decodeMp3(file: string): Promise<DecodedAudio> {
  const worker = startTsWorker(path.join(__dirname, 'decodeMp3Worker.ts'), { file });
  return new Promise<DecodedAudio>((resolve, reject) => {
    worker.once('message', (message: DecodedAudio & { error?: string }) => {
      if (message.error) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once('error', reject);
  }).finally(() => void worker.terminate());
}

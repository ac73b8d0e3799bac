import path from 'node:path';
import { workerAnswer } from '../tsWorker';

export interface DecodedAudio {
  samples: Float32Array;
  sampleRate: number;
}

/** The first channel of an MP3 file as a browser's decoder gives it (encoder delay included). */
export function decodeMp3(file: string): Promise<DecodedAudio> {
  return workerAnswer(path.join(__dirname, 'decodeMp3Worker.ts'), { file });
}

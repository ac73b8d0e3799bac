import path from 'node:path';
import { workerAnswer } from '../tsWorker';

/** A file's loudness as a listener's decoder plays it. */
export interface MeasuredLoudness {
  file: string;
  /** Integrated loudness, LUFS (EBU R128). */
  lufs: number;
  /** True peak, dBTP. */
  truePeak: number;
}

/** Each MP3 file decoded and measured, in one worker thread. */
export function mp3Loudness(files: readonly string[]): Promise<MeasuredLoudness[]> {
  const answer = workerAnswer<{ measured: MeasuredLoudness[] }>(
    path.join(__dirname, 'mp3LoudnessWorker.ts'),
    { files },
  );
  return answer.then(({ measured }) => measured);
}

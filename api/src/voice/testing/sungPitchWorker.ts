// Test-only: sings songs' voices in a worker thread and measures how many of each song's
// syllables are on their notes. eSpeak is an ES module jest cannot load, and jest runs per-sample
// maths far slower than Node; measured here, each voice is let go as soon as it is measured.
import { parentPort, workerData } from 'node:worker_threads';
import { createSpeaker } from '../espeakSpeaker';
import { singVocal, type VocalJob } from '../sing/singVocal';
import type { PitchShare } from './sungPitch';
import { centsFrom, medianPitch } from './trackPitch';

(async () => {
  const speaker = await createSpeaker();
  const shares: PitchShare[] = [];
  for (const job of (workerData as { jobs: VocalJob[] }).jobs) {
    const sung = singVocal(job, speaker);
    let near = 0;
    for (const note of sung.notes) {
      const hz = medianPitch(sung.vocal, sung.rate, note.vowelStart, note.vowelEnd);
      if (hz !== null && Math.abs(centsFrom(hz, note.midi)) <= 50) near++;
    }
    shares.push({ slug: job.slug, share: near / sung.notes.length });
  }
  parentPort?.postMessage({ shares });
})().catch((error: unknown) => parentPort?.postMessage({ error: String(error) }));

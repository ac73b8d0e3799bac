// Test-only: decodes MP3 files in a worker thread and measures each (EBU R128 integrated loudness
// and true peak). Jest cannot load the decoder, and runs per-sample maths far slower than Node.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { integratedLoudness } from '../../loudness/integratedLoudness';
import { truePeak } from '../../loudness/truePeak';

(async () => {
  const { MPEGDecoder } = await import('mpg123-decoder');
  const measured = [];
  for (const file of (workerData as { files: string[] }).files) {
    // A decoder per file, as a player starts each file afresh.
    const decoder = new MPEGDecoder();
    await decoder.ready;
    const { channelData, sampleRate } = decoder.decode(fs.readFileSync(file));
    decoder.free();
    const samples = channelData[0] as Float32Array;
    measured.push({
      file,
      lufs: integratedLoudness(samples, sampleRate),
      truePeak: truePeak(samples, sampleRate),
    });
  }
  parentPort?.postMessage({ measured });
})().catch((error: unknown) => parentPort?.postMessage({ error: String(error) }));

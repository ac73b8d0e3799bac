// Test-only: decodes one MP3 file in a worker thread (the decoder is ES modules and WebAssembly,
// which the jest runtime does not load) and sends back its samples.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';

(async () => {
  const { MPEGDecoder } = await import('mpg123-decoder');
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const decoded = decoder.decode(fs.readFileSync((workerData as { file: string }).file));
  decoder.free();
  parentPort?.postMessage({ samples: decoded.channelData[0], sampleRate: decoded.sampleRate });
})().catch((error: unknown) => parentPort?.postMessage({ error: String(error) }));

// LAME (LGPL, compiled to WebAssembly by wasm-media-encoders) encodes in the seed's voice workers
// only, like the synthesizer.
import { createMp3Encoder } from 'wasm-media-encoders';
import { encodeWithLameProcess, hasLameProcess } from './lameProcess';

/**
 * The true peak to master to before encoding, so the decoded file stays under -1 dBTP: at 22,050 Hz
 * and 48 kbit/s, LAME's output peaks up to about 1.4 dB over its input (measured on the catalogue
 * with a browser's decoder, voicedSongs.test.ts).
 */
export const mp3SafeCeilingDbtp = -3;

/** Mono MP3 at 48 kbit/s: speech stays clear, a minute of song is about 360 KB. */
export const mp3Kbps = 48;

/**
 * LAME's encoder delay in samples (it writes no gapless header): decoded audio starts this much
 * later than the samples given, so times measured on the samples are shifted by it.
 */
export const mp3DelaySamples = 1105;

type Mp3Encoder = Awaited<ReturnType<typeof createMp3Encoder>>;
let encoder: Promise<Mp3Encoder> | undefined;

/**
 * Samples in [-1, 1] as a mono MP3 file: through `lame` when the machine has it, else through its
 * WebAssembly build (one encoder per thread, configured anew per file).
 */
export async function encodeMp3(samples: Float32Array, sampleRate: number): Promise<Buffer> {
  if (hasLameProcess()) return encodeWithLameProcess(samples, sampleRate, mp3Kbps);
  return encodeMp3InWasm(samples, sampleRate);
}

/** The WebAssembly build of LAME, in this thread. */
export async function encodeMp3InWasm(samples: Float32Array, sampleRate: number): Promise<Buffer> {
  encoder ??= createMp3Encoder();
  const mp3 = await encoder;
  mp3.configure({ sampleRate, channels: 1, bitrate: mp3Kbps });
  const parts: Buffer[] = [];
  // What encode() returns is the encoder's own memory: copied before the next call.
  for (let i = 0; i < samples.length; i += 65536)
    parts.push(Buffer.from(mp3.encode([samples.subarray(i, i + 65536)])));
  parts.push(Buffer.from(mp3.finalize()));
  return Buffer.concat(parts);
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeMp3InWasm, mp3DelaySamples, mp3Kbps } from './encodeMp3';
import { decodeMp3 } from './testing/decodeMp3';
import { encodeWithLameProcess, hasLameProcess } from './lameProcess';

const rate = 22050;

/** Ten seconds of a voice-like tone gliding over a soft chord, the same every run. */
function testSignal(): Float32Array {
  const samples = new Float32Array(rate * 10);
  for (let i = 0; i < samples.length; i++) {
    const t = i / rate;
    const glide = 220 + 40 * Math.sin(t * 0.7);
    samples[i] =
      0.3 * Math.sin(2 * Math.PI * glide * t) * (0.6 + 0.4 * Math.sin(t * 3)) +
      0.1 * Math.sin(2 * Math.PI * 330 * t) +
      0.1 * Math.sin(2 * Math.PI * 392 * t);
  }
  return samples;
}

/** MPEG-2 layer III frames (22,050 Hz) start with 0xFFF3 or 0xFFF2. */
const startsWithFrame = (mp3: Buffer) => mp3[0] === 0xff && ((mp3[1] as number) & 0xfe) === 0xf2;

/**
 * Each frame's 4-byte header in order (bit rate, sample rate, padding, mode), walked by the frame
 * lengths they give: 72 × bit rate / sample rate bytes, one more when padded (MPEG-2 layer III).
 */
function frameHeaders(mp3: Buffer): string[] {
  const headers: string[] = [];
  for (let at = 0; at + 4 <= mp3.length && startsWithFrame(mp3.subarray(at));) {
    const padded = ((mp3[at + 2] as number) >> 1) & 1;
    headers.push(mp3.subarray(at, at + 4).toString('hex'));
    at += Math.floor((72 * mp3Kbps * 1000) / rate) + padded;
  }
  return headers;
}

test('the WebAssembly build writes a constant-bitrate stream of the expected size', async () => {
  const mp3 = await encodeMp3InWasm(testSignal(), rate);
  expect(startsWithFrame(mp3)).toBe(true);
  // 48 kbit/s for 10 s, give or take the encoder's delay and last frame.
  expect(Math.abs(mp3.length - (mp3Kbps * 1000 * 10) / 8)).toBeLessThan(2000);
});

(hasLameProcess() ? describe : describe.skip)('with lame on the machine', () => {
  test('lame writes the stream the WebAssembly build writes: the same frames, each with the same header', async () => {
    const samples = testSignal();
    const [wasm, native] = await Promise.all([
      encodeMp3InWasm(samples, rate),
      encodeWithLameProcess(samples, rate, mp3Kbps),
    ]);
    // Same length and frame headers: the same duration and encoder delay (no Xing/LAME header
    // either way), so word timings measured on the samples hold for both.
    expect(native.length).toBe(wasm.length);
    const headers = frameHeaders(native);
    // 576 samples a frame: ten seconds and the encoder's delay.
    expect(headers.length).toBe(Math.ceil((rate * 10 + mp3DelaySamples) / 576));
    expect(headers).toEqual(frameHeaders(wasm));
  });

  test('what lame writes sounds as what the WebAssembly build writes: the difference far under the coding noise', async () => {
    const samples = testSignal();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'btb-lame-'));
    const decoded = async (mp3: Buffer, name: string) => {
      fs.writeFileSync(path.join(folder, name), mp3);
      return (await decodeMp3(path.join(folder, name))).samples;
    };
    try {
      const wasm = await decoded(await encodeMp3InWasm(samples, rate), 'wasm.mp3');
      const native = await decoded(await encodeWithLameProcess(samples, rate, mp3Kbps), 'lame.mp3');
      expect(native.length).toBe(wasm.length);
      const energy = (of: (i: number) => number) => {
        let sum = 0;
        for (let i = 0; i < samples.length; i++) sum += of(i) ** 2;
        return sum;
      };
      const at = (audio: Float32Array, i: number) => audio[i + mp3DelaySamples] as number;
      const signal = energy((i) => samples[i] as number);
      const codingNoise = energy((i) => at(wasm, i) - (samples[i] as number));
      const between = energy((i) => at(native, i) - at(wasm, i));
      // Measured: coding noise 26 dB under the signal (so the delay lines the two up), the
      // encoders' difference 68 dB under it.
      expect(codingNoise).toBeLessThan(signal / 100);
      expect(between).toBeLessThan(codingNoise / 1000);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

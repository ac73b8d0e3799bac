/** @jest-environment node */
import { integratedLoudness } from './integratedLoudness';
import { masterToLoudness } from './masterToLoudness';
import { musicLike, sine, speechLike } from './testSignals';
import { truePeak } from './truePeak';

const song = { targetLufs: -14, ceilingDbtp: -1 };
const podcast = { targetLufs: -16, ceilingDbtp: -1 };
const ceiling = 10 ** (-1 / 20);

/** Largest change of the applied gain (output / input) from one sample to the next, relative. */
function largestGainStep(input: Float32Array, output: Float32Array): number {
  let [step, last, largest] = [0, NaN, 0];
  for (let n = 0; n < input.length; n += 1) {
    if (Math.abs(input[n]!) < 0.02) {
      last = NaN;
      continue;
    }
    const gain = output[n]! / input[n]!;
    largest = Math.max(largest, gain);
    if (!Number.isNaN(last)) step = Math.max(step, Math.abs(gain - last));
    last = gain;
  }
  return step / largest;
}

describe('masterToLoudness', () => {
  const cases = [
    ['speech-like', speechLike],
    ['music-like', musicLike],
  ] as const;
  describe.each([22050, 8000])('at %i Hz', (rate) => {
    it.each(cases)('brings a %s signal to -14 LUFS under -1 dBTP', (_, make) => {
      const input = make(20, rate);
      expect(integratedLoudness(input, rate)).toBeLessThan(-17);
      expect(truePeak(input, rate)).toBeGreaterThan(-1);
      const output = masterToLoudness(input, rate, song);
      expect(Math.abs(integratedLoudness(output, rate) + 14)).toBeLessThan(0.3);
      expect(truePeak(output, rate)).toBeLessThanOrEqual(-1);
      // A limiter, not a clipper: nothing sits flat against the ceiling, and the gain glides
      // (at most 1/64 of itself a sample; clipping a peak would cut it by a third at once).
      const atCeiling = output.filter((s) => Math.abs(Math.abs(s) - ceiling) < 0.001).length;
      expect(atCeiling).toBeLessThan(output.length * 1e-4);
      expect(largestGainStep(input, output)).toBeLessThan(0.02);
    });
  });

  it('lifts a quiet podcast to -16 LUFS', () => {
    const quiet = speechLike(20, 22050).map((s) => s * 0.1);
    expect(integratedLoudness(quiet, 22050)).toBeLessThan(-35);
    const output = masterToLoudness(quiet, 22050, podcast);
    expect(Math.abs(integratedLoudness(output, 22050) + 16)).toBeLessThan(0.3);
    expect(truePeak(output, 22050)).toBeLessThanOrEqual(-1);
  });

  it('only scales a signal that needs no limiting: a sine stays that sine', () => {
    const input = sine(440, 0.1, 10, 22050);
    const output = masterToLoudness(input, 22050, podcast);
    const k = output[100]! / input[100]!;
    expect(20 * Math.log10(k)).toBeCloseTo(-16 - integratedLoudness(input, 22050), 1);
    expect(input.every((s, n) => Math.abs(output[n]! - k * s) < 1e-6)).toBe(true);
  });

  it('turns a loud signal down without touching its shape', () => {
    const input = sine(997, 0.9, 5, 8000);
    const output = masterToLoudness(input, 8000, song);
    expect(integratedLoudness(output, 8000)).toBeCloseTo(-14, 1);
    const k = output[2]! / input[2]!;
    expect(input.every((s, n) => Math.abs(output[n]! - k * s) < 1e-6)).toBe(true);
  });

  it('gives silence back as silence, in a new buffer', () => {
    const silence = new Float32Array(8000);
    const output = masterToLoudness(silence, 8000, song);
    expect(output).not.toBe(silence);
    expect(output.every((s) => s === 0)).toBe(true);
  });
});

/** @jest-environment node */
import { noise, sine } from './testSignals';
import { truePeak } from './truePeak';

const db = (gain: number) => 20 * Math.log10(gain);

/** A sine with 20 ms raised-cosine fades, so the buffer's edges add no step. */
function fadedSine(frequency: number, amplitude: number, phase: number, rate: number) {
  const length = rate;
  const fade = Math.round(0.02 * rate);
  return Float32Array.from({ length }, (_, n) => {
    const edge = Math.min(1, n / fade, (length - 1 - n) / fade);
    const window = 0.5 - 0.5 * Math.cos(Math.PI * edge);
    return window * amplitude * Math.sin((2 * Math.PI * frequency * n) / rate + phase);
  });
}

const samplePeak = (samples: Float32Array) =>
  db(samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0));

describe('truePeak (BS.1770-4 Annex 2)', () => {
  it.each([48000, 22050, 8000])(
    'finds the peak between samples of an fs/4 sine at %i Hz',
    (rate) => {
      // Phase pi/4: every sample sits at ±0.707 A; the peak A falls halfway between two samples.
      const signal = fadedSine(rate / 4, 0.5, Math.PI / 4, rate);
      expect(samplePeak(signal)).toBeCloseTo(db(0.5) - 3.01, 1);
      expect(Math.abs(truePeak(signal, rate) - db(0.5))).toBeLessThan(0.1);
    },
  );

  it('reads sines up to 0.4 fs within what 4x oversampling allows', () => {
    // A 4x grid can miss a peak by half a step: up to 1 - cos(pi f / 4 fs), -0.43 dB at 0.4 fs.
    for (const [ratio, phase] of [
      [0.1, 0.3],
      [0.3, 1.1],
      [0.37, 2],
      [0.4, 0.7],
    ] as const) {
      const signal = fadedSine(ratio * 22050, 0.8, phase, 22050);
      const allowed = -db(Math.cos((Math.PI * ratio) / 4)) + 0.05;
      expect(truePeak(signal, 22050)).toBeGreaterThan(db(0.8) - allowed);
      expect(truePeak(signal, 22050)).toBeLessThan(db(0.8) + 0.05);
    }
  });

  it('never reads below the sample peak, and reads overshoots of full-band noise', () => {
    const random = noise(5);
    const signal = Float32Array.from({ length: 22050 }, () => 0.5 * random());
    expect(truePeak(signal, 22050)).toBeGreaterThan(samplePeak(signal));
  });

  it('equals the sample peak when the peaks fall on samples', () => {
    const signal = sine(1000, 0.25, 1, 48000);
    expect(truePeak(signal, 48000)).toBeCloseTo(db(0.25), 2);
  });

  it('returns -Infinity for silence', () => {
    expect(truePeak(new Float32Array(1000), 8000)).toBe(-Infinity);
  });
});

/** @jest-environment node */
import { integratedLoudness } from './integratedLoudness';
import { sine } from './testSignals';

const db = (gain: number) => 20 * Math.log10(gain);
const gain = (decibels: number) => 10 ** (decibels / 20);

describe('integratedLoudness (BS.1770-4)', () => {
  // Mono, weight 1: a sine of peak A has mean square A²/2, and the K-weighting's +0.691 dB at
  // 1 kHz cancels the formula's -0.691, so L = 20 log10(A) - 3.01. (EBU Tech 3341's stereo case,
  // -23 dBFS in each channel, adds the two channels: -23 LUFS.)
  it.each([48000, 44100, 22050, 8000])(
    'reads a 997 Hz sine at %i Hz as 20 log A - 3.01',
    (rate) => {
      for (const peakDb of [-20, -33, -3]) {
        const loudness = integratedLoudness(sine(997, gain(peakDb), 5, rate), rate);
        expect(loudness).toBeCloseTo(peakDb - 3.01, 1);
      }
    },
  );

  it('gates out a quiet second half by the relative gate', () => {
    const rate = 8000;
    const loud = sine(997, gain(-20 + 3.01), 20, rate);
    const quiet = sine(997, gain(-60), 20, rate);
    const both = new Float32Array(loud.length + quiet.length);
    both.set(loud);
    both.set(quiet, loud.length);
    expect(integratedLoudness(loud, rate)).toBeCloseTo(-20, 1);
    // Ungated, the mean power would halve: about -23 LUFS.
    expect(integratedLoudness(both, rate)).toBeCloseTo(-20, 1);
    // The quiet part alone (-63 LUFS) is above the absolute gate and is measured.
    expect(integratedLoudness(quiet, rate)).toBeCloseTo(-63.01, 1);
  });

  it('gates everything below -70 LUFS absolutely, and returns -Infinity for silence', () => {
    expect(integratedLoudness(sine(997, gain(-72), 5, 22050), 22050)).toBe(-Infinity);
    expect(integratedLoudness(new Float32Array(22050 * 3), 22050)).toBe(-Infinity);
    // Shorter than one 400 ms block.
    expect(integratedLoudness(sine(997, 0.5, 0.3, 22050), 22050)).toBe(-Infinity);
  });

  it('weights by the K curve: highs count more than mids, deep bass much less', () => {
    const rate = 22050;
    const at = (frequency: number) => integratedLoudness(sine(frequency, 0.1, 5, rate), rate);
    expect(at(4000) - at(997)).toBeGreaterThan(2.8);
    expect(at(25) - at(997)).toBeLessThan(-5);
    expect(db(0.1) - 3.01).toBeCloseTo(at(997), 1);
  });
});

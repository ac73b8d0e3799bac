import { duckingGain, mixPeak, mixVoice } from './mixVoice';

describe('mixVoice', () => {
  const rate = 1000;

  it('ducks the music under the voice and lays the voice at its place, peak-normalised', () => {
    const music = new Float32Array(3000).fill(0.9);
    const voice = new Float32Array(500).fill(0.8);
    const mix = mixVoice(music, [{ samples: voice, at: 1 }], [{ start: 1, end: 1.5 }], rate);
    const peak = mix.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
    expect(peak).toBeCloseTo(mixPeak, 5);
    // Inside the words: the voice over music at 30 % of its level; outside: the music alone.
    const scale = mixPeak / (0.8 + 0.9 * 0.6 * 0.3);
    expect(mix[1200]).toBeCloseTo(scale * (0.8 + 0.9 * 0.6 * 0.3), 5);
    expect(mix[2500]).toBeCloseTo(scale * 0.9 * 0.6, 5);
  });

  it('never clips, however loud the parts', () => {
    const music = new Float32Array(2000).fill(1);
    const voice = new Float32Array(1000).fill(-1);
    const mix = mixVoice(music, [{ samples: voice, at: 0.5 }], [], rate);
    expect(Math.max(...Array.from(mix, Math.abs))).toBeLessThanOrEqual(mixPeak + 1e-6);
  });

  it('ramps the duck in and out instead of cutting', () => {
    const gain = duckingGain([{ start: 1, end: 2 }], 3000, rate);
    expect(gain[500]).toBe(1);
    expect(gain[1500]).toBeCloseTo(0.3);
    expect(gain[960]).toBeGreaterThan(0.3);
    expect(gain[960]).toBeLessThan(1);
  });
});

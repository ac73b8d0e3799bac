/** @jest-environment node */
import { estimateTempo } from './estimateTempo';

const rate = 22050;

/** A click track at `bpm`: the bar's first beat loudest, `eighths` adds soft clicks between beats. */
function clickTrack(bpm: number, eighths: boolean, seconds = 20): Float32Array {
  const samples = new Float32Array(Math.round(seconds * rate));
  const eighth = 30 / bpm;
  for (let k = 0; k * eighth < seconds - 0.05; k++) {
    if (k % 2 && !eighths) continue;
    const at = Math.round(k * eighth * rate);
    const gain = k % 8 === 0 ? 1 : k % 2 ? 0.15 : 0.6;
    for (let i = 0; i < rate * 0.02 && at + i < samples.length; i++) {
      samples[at + i] = gain * Math.sin(i * 0.9) * Math.exp(-i / (rate * 0.004));
    }
  }
  return samples;
}

describe('estimateTempo', () => {
  it.each([
    [72, false],
    [84, true],
    [96, false],
    [121, true],
    [138, false],
  ])('finds %i BPM in a click track (8ths: %s) within 0.5 %', (bpm, eighths) => {
    const found = estimateTempo(clickTrack(bpm, eighths), rate);
    expect(Math.abs(found - bpm) / bpm).toBeLessThan(0.005);
  });
});

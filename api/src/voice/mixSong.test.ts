import { seededRandom } from '../seed/seededRandom';
import { mixSong } from './mixSong';

const rate = 22050;

/** A second-order band-pass (RBJ cookbook, constant peak gain) at `hz` with quality `q`. */
function bandPass(samples: Float32Array, hz: number, q: number): Float32Array {
  const w = (2 * Math.PI * hz) / rate;
  const alpha = Math.sin(w) / (2 * q);
  const [b0, b2, a0, a1, a2] = [alpha, -alpha, 1 + alpha, -2 * Math.cos(w), 1 - alpha];
  const out = new Float32Array(samples.length);
  let [x1, x2, y1, y2] = [0, 0, 0, 0];
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i] as number;
    const y = (b0 * x + b2 * x2 - a1 * y1 - a2 * y2) / a0;
    [x2, x1, y2, y1] = [x1, x, y1, y];
    out[i] = y;
  }
  return out;
}

const power = (samples: Float32Array, from: number, to: number) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (samples[i] as number) ** 2;
  return sum / (to - from);
};

const noise = (seed: string, gain: number) => {
  const random = seededRandom(seed);
  return Float32Array.from({ length: rate * 4 }, () => (random() * 2 - 1) * gain);
};

describe('mixSong', () => {
  it('sets the voice at least 6 dB above the backing in the voice’s band while singing', () => {
    // A loud backing and a quiet voice: the mix must lift the voice over it.
    const backing = noise('backing', 0.9);
    const vocal = noise('voice', 0.05).map((s, i) => (i > rate && i < 3 * rate ? s : 0));
    const mix = mixSong(backing, vocal, [{ start: 1, end: 3 }], rate);
    const voiceInMix = mix.map((s, i) => s - (backing[i] as number) * 0.7);
    const backingInMix = mix.map((s, i) => s - (voiceInMix[i] as number));
    for (const hz of [500, 1000, 2000]) {
      const ratio =
        power(bandPass(voiceInMix, hz, 1), 1.2 * rate, 2.8 * rate) /
        power(bandPass(backingInMix, hz, 1), 1.2 * rate, 2.8 * rate);
      expect(10 * Math.log10(ratio)).toBeGreaterThanOrEqual(6);
    }
    // Outside the sung line the backing plays at full level.
    expect(mix[Math.round(3.5 * rate)]).toBeCloseTo(backing[Math.round(3.5 * rate)] as number, 6);
  });
});

/** Math's functions as module bindings: Jest's vm context makes every `Math` lookup slow. */
const { abs, exp, imul, max, PI, sin } = Math;

/** Deterministic test signals (mulberry32 noise, so every run hears the same thing). */
export function noise(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = imul(state ^ (state >>> 15), 1 | state);
    t ^= t + imul(t ^ (t >>> 7), 61 | t);
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
  };
}

export function sine(frequency: number, amplitude: number, seconds: number, rate: number) {
  return Float32Array.from(
    { length: Math.round(seconds * rate) },
    (_, n) => amplitude * sin((2 * PI * frequency * n) / rate),
  );
}

/** Scales a signal so its largest sample magnitude is `peak`. */
function normalise(samples: Float32Array, peak: number): Float32Array {
  const largest = samples.reduce((m, s) => max(m, abs(s)), 0);
  return samples.map((s) => (s * peak) / largest);
}

/** Speech-like: noise, lowpassed a little, in bursts with a 3 Hz syllable envelope. */
export function speechLike(seconds: number, rate: number, seed = 1): Float32Array {
  const random = noise(seed);
  let smooth = 0;
  return normalise(
    Float32Array.from({ length: Math.round(seconds * rate) }, (_, n) => {
      smooth += 0.3 * (random() - smooth);
      const syllable = max(0, sin((2 * PI * 3 * n) / rate)) ** 2;
      return smooth * syllable;
    }),
    0.9,
  );
}

/** Music-like: decaying noise hits every 250 ms over a chord of sines. */
export function musicLike(seconds: number, rate: number, seed = 2): Float32Array {
  const random = noise(seed);
  const beat = Math.round(rate / 4);
  const chord = [110, 220, 277.2, 329.6, 440];
  return normalise(
    Float32Array.from({ length: Math.round(seconds * rate) }, (_, n) => {
      const hit = random() * exp(-(n % beat) / (0.02 * rate));
      const tones = chord.reduce((sum, f) => sum + sin((2 * PI * f * n) / rate), 0);
      return hit + 0.06 * tones;
    }),
    0.9,
  );
}

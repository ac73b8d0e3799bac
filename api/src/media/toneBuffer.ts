export type Wave = 'sine' | 'triangle' | 'organ' | 'pluck';

/** A sine table: at 16 kHz an 8192-entry lookup is inaudibly different and several times faster. */
const tableSize = 8192;
const sineTable = Float32Array.from({ length: tableSize }, (_, i) =>
  Math.sin((2 * Math.PI * i) / tableSize),
);
const sine = (cycles: number) => sineTable[Math.floor((cycles % 1) * tableSize)] as number;

/** A mono mix buffer with helpers to add notes and noise hits at a time in seconds. */
export class ToneBuffer {
  readonly samples: Float32Array;

  constructor(
    readonly sampleRate: number,
    seconds: number,
  ) {
    this.samples = new Float32Array(Math.ceil(sampleRate * seconds));
  }

  /** A note with a short attack and an exponential release, so notes never click. */
  addNote(start: number, duration: number, frequency: number, amplitude: number, wave: Wave): void {
    const sr = this.sampleRate;
    const first = Math.floor(start * sr);
    const length = Math.min(Math.floor(duration * sr), this.samples.length - first);
    const attack = Math.max(1, Math.floor(0.01 * sr));
    const cycles = frequency / sr;
    // Envelopes advance by multiplication: far cheaper than Math.exp for every sample.
    const decay = Math.exp(-3 / (duration * sr));
    const pluckDecay = Math.exp(-8 / sr);
    let env = amplitude;
    let pluck = 1;
    for (let i = 0; i < length; i++) {
      const phase = cycles * i;
      let value: number;
      switch (wave) {
        case 'triangle':
          value = 4 * Math.abs((phase % 1) - 0.5) - 1;
          break;
        case 'organ':
          value = 0.6 * sine(phase) + 0.25 * sine(2 * phase) + 0.15 * sine(3 * phase);
          break;
        case 'pluck':
          value = (sine(phase) + 0.5 * sine(2 * phase) * pluck) / 1.3;
          pluck *= pluckDecay;
          break;
        default:
          value = sine(phase);
      }
      const edge = Math.min(1, i / attack, (length - i) / attack);
      this.samples[first + i] = (this.samples[first + i] as number) + value * env * edge;
      env *= decay;
    }
  }

  /** Kick drum: a sine sweeping down from 150 Hz. */
  addKick(start: number, amplitude: number): void {
    const sr = this.sampleRate;
    const first = Math.floor(start * sr);
    let phase = 0;
    for (let i = 0; i < 0.18 * sr && first + i < this.samples.length; i++) {
      const t = i / sr;
      phase += (2 * Math.PI * (45 + 105 * Math.exp(-30 * t))) / sr;
      this.samples[first + i] =
        (this.samples[first + i] as number) + Math.sin(phase) * Math.exp(-18 * t) * amplitude;
    }
  }

  /** Snare or hi-hat: decaying noise; `brightness` near 1 removes the low end (a crude high-pass). */
  addNoise(
    start: number,
    duration: number,
    amplitude: number,
    brightness: number,
    random: () => number,
  ) {
    const sr = this.sampleRate;
    const first = Math.floor(start * sr);
    let previous = 0;
    for (let i = 0; i < duration * sr && first + i < this.samples.length; i++) {
      const white = random() * 2 - 1;
      const value = white - brightness * previous;
      previous = white;
      const env = Math.exp((-5 * i) / (duration * sr));
      this.samples[first + i] = (this.samples[first + i] as number) + value * env * amplitude;
    }
  }

  /** Soft-clips, normalises to 0.9 peak and fades the last `fadeOut` seconds. */
  master(fadeOut: number): Float32Array {
    const s = this.samples;
    let peak = 0;
    for (let i = 0; i < s.length; i++) {
      s[i] = Math.tanh((s[i] as number) * 1.2);
      peak = Math.max(peak, Math.abs(s[i] as number));
    }
    const gain = peak > 0 ? 0.9 / peak : 1;
    const fadeSamples = Math.floor(fadeOut * this.sampleRate);
    for (let i = 0; i < s.length; i++) {
      const fade = Math.min(
        1,
        (s.length - i) / Math.max(1, fadeSamples),
        i / (0.05 * this.sampleRate),
      );
      s[i] = (s[i] as number) * gain * fade;
    }
    return s;
  }
}

import { fft } from './fft';

/** A note to draw over the spectrogram: its pitch and when it sounds, in seconds. */
export interface DrawnNote {
  midi: number;
  start: number;
  end: number;
}

export interface Picture {
  width: number;
  height: number;
  /** RGB, row by row from the top. */
  pixels: Buffer;
}

const frame = 2048;
const pixelsPerSecond = 25;
const height = 480;
const lowHz = 80;
const highHz = 4000;

/** The pixel row of a frequency: log scale, `highHz` at the top. */
const rowOf = (hz: number) =>
  Math.round((1 - Math.log(hz / lowHz) / Math.log(highHz / lowHz)) * (height - 1));

/**
 * The song's spectrogram (log frequency 80–4,000 Hz, 25 columns a second, 60 dB of range) with
 * each sung note drawn as a red line at its pitch: what was sung against what was meant.
 */
export function spectrogram(samples: Float32Array, rate: number, notes: readonly DrawnNote[]) {
  const width = Math.max(1, Math.ceil((samples.length / rate) * pixelsPerSecond));
  const pixels = Buffer.alloc(width * height * 3);
  const window = Float64Array.from(
    { length: frame },
    (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / frame),
  );
  const binOfRow = Array.from({ length: height }, (_, row) => {
    const hz = lowHz * (highHz / lowHz) ** (1 - row / (height - 1));
    return Math.min(frame / 2 - 1, Math.round((hz * frame) / rate));
  });
  for (let x = 0; x < width; x++) {
    const center = Math.round((x / pixelsPerSecond) * rate);
    const re = new Float64Array(frame);
    const im = new Float64Array(frame);
    for (let i = 0; i < frame; i++)
      re[i] = (samples[center - frame / 2 + i] ?? 0) * (window[i] as number);
    fft(re, im);
    for (let row = 0; row < height; row++) {
      const bin = binOfRow[row] as number;
      const db = 10 * Math.log10((re[bin] as number) ** 2 + (im[bin] as number) ** 2 + 1e-12);
      const level = Math.max(0, Math.min(255, Math.round(((db + 5) / 60) * 255)));
      pixels.fill(level, (row * width + x) * 3, (row * width + x) * 3 + 3);
    }
  }
  for (const note of notes) {
    const row = rowOf(440 * 2 ** ((note.midi - 69) / 12));
    const to = Math.min(width, Math.round(note.end * pixelsPerSecond));
    for (let x = Math.round(note.start * pixelsPerSecond); x < to; x++) {
      const at = (row * width + x) * 3;
      pixels[at] = 255;
      pixels[at + 1] = 40;
      pixels[at + 2] = 40;
    }
  }
  return { width, height, pixels } satisfies Picture;
}

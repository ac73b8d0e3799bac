/**
 * YIN (de Cheveigné & Kawahara 2002): the fundamental frequency of a frame, or null where the frame
 * is not periodic enough (its cumulative-mean difference never dips under `threshold`).
 */
export function yinPitch(
  samples: Float32Array,
  from: number,
  frame: number,
  rate: number,
  minHz = 100,
  maxHz = 1000,
  threshold = 0.15,
): number | null {
  const maxLag = Math.min(Math.floor(rate / minHz), Math.floor(frame / 2));
  const minLag = Math.max(2, Math.floor(rate / maxHz));
  if (from < 0 || from + frame + maxLag > samples.length) return null;
  const diff = new Float64Array(maxLag + 1);
  for (let lag = 1; lag <= maxLag; lag++) {
    let sum = 0;
    for (let i = 0; i < frame; i++) {
      const d = (samples[from + i] as number) - (samples[from + i + lag] as number);
      sum += d * d;
    }
    diff[lag] = sum;
  }
  let running = 0;
  const cmnd = new Float64Array(maxLag + 1).fill(1);
  for (let lag = 1; lag <= maxLag; lag++) {
    running += diff[lag] as number;
    cmnd[lag] = running > 0 ? ((diff[lag] as number) * lag) / running : 1;
  }
  let lag = minLag;
  while (lag < maxLag && (cmnd[lag] as number) >= threshold) lag++;
  if (lag >= maxLag) return null;
  while (lag + 1 < maxLag && (cmnd[lag + 1] as number) < (cmnd[lag] as number)) lag++;
  const [a, b, c] = [cmnd[lag - 1] as number, cmnd[lag] as number, cmnd[lag + 1] as number];
  const shift = a - 2 * b + c === 0 ? 0 : (0.5 * (a - c)) / (a - 2 * b + c);
  return rate / (lag + shift);
}

/** The median pitch over the middle of [start, end) seconds, frames 25 ms long every 5 ms. */
export function medianPitch(
  samples: Float32Array,
  rate: number,
  start: number,
  end: number,
): number | null {
  const frame = Math.round(0.025 * rate);
  const from = Math.round((start + (end - start) * 0.2) * rate);
  const to = Math.round((end - (end - start) * 0.2) * rate) - frame;
  const found: number[] = [];
  for (let at = from; at <= Math.max(from, to); at += Math.round(0.005 * rate)) {
    const hz = yinPitch(samples, at, frame, rate);
    if (hz !== null) found.push(hz);
  }
  if (!found.length) return null;
  found.sort((x, y) => x - y);
  return found[Math.floor(found.length / 2)] as number;
}

/** How far `hz` is from the MIDI note, in cents. */
export const centsFrom = (hz: number, midi: number) =>
  1200 * Math.log2(hz / (440 * 2 ** ((midi - 69) / 12)));

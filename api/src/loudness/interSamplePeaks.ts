/**
 * 4x oversampling for true-peak measurement (ITU-R BS.1770-4 Annex 2): a polyphase FIR
 * interpolator. Instead of the annex's 48-tap table we use a Kaiser-windowed sinc with 16 taps
 * per phase, flat within 0.03 dB up to 0.4 of the sample rate. It is a Nyquist filter (phase 0 is
 * the input itself), so only the three in-between phases are computed, and their symmetry (the
 * middle phase is symmetric, the outer two mirror each other) halves the multiplications.
 */
const factor = 4;
/** Taps reach from 7 samples before to 8 after: the window is `span` samples. */
const halfWidth = 8;
const span = 2 * halfWidth;
const kaiserBeta = 5;

function besselI0(x: number): number {
  let [sum, term] = [1, 1];
  for (let k = 1; k < 30; k += 1) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
  }
  return sum;
}

/** Taps for the point `phase / factor` after sample n, applied to samples n-7 .. n+8. */
function phaseTaps(phase: number): number[] {
  const taps = Array.from({ length: span }, (_, k) => {
    const tau = phase / factor + halfWidth - 1 - k;
    const window = besselI0(kaiserBeta * Math.sqrt(1 - (tau / halfWidth) ** 2));
    return (Math.sin(Math.PI * tau) / (Math.PI * tau)) * window;
  });
  // Unity gain at DC for every phase, so a constant stays constant.
  const sum = taps.reduce((total, tap) => total + tap, 0);
  return taps.map((tap) => tap / sum);
}

const [quarter, halfway] = [phaseTaps(1), phaseTaps(2)];
const pairs = halfWidth;
/** Outer phases split into the parts acting on x[a] + x[b] and x[a] - x[b] of mirrored pairs. */
const even = Float64Array.from(
  { length: pairs },
  (_, k) => (quarter[k]! + quarter[span - 1 - k]!) / 2,
);
const odd = Float64Array.from(
  { length: pairs },
  (_, k) => (quarter[k]! - quarter[span - 1 - k]!) / 2,
);
const mid = Float64Array.from({ length: pairs }, (_, k) => halfway[k]!);

/** No interpolated point exceeds the largest nearby sample magnitude by more than this factor. */
export const overshootBound = Math.max(
  ...[quarter, halfway].map((taps) => taps.reduce((total, tap) => total + Math.abs(tap), 0)),
);

/** Window for the first and last samples, with silence outside the buffer. */
const edge = new Float32Array(span);

/** Largest magnitude of the three interpolated points from the window starting at `first`. */
function peakOfWindow(window: Float32Array, first: number): number {
  let e = 0;
  let o = 0;
  let m = 0;
  for (let k = 0; k < pairs; k += 1) {
    const a = window[first + k]!;
    const b = window[first + span - 1 - k]!;
    const sum = a + b;
    e += even[k]! * sum;
    o += odd[k]! * (a - b);
    m += mid[k]! * sum;
  }
  // Comparisons rather than Math calls: this runs for every sample.
  const early = e + o < 0 ? -(e + o) : e + o;
  const late = e - o < 0 ? o - e : e - o;
  const middle = m < 0 ? -m : m;
  const outer = early > late ? early : late;
  return outer > middle ? outer : middle;
}

/** Largest magnitude of the three interpolated points between samples n and n + 1. */
function peakBetween(samples: Float32Array, n: number): number {
  const first = n - halfWidth + 1;
  if (first >= 0 && first + span <= samples.length) return peakOfWindow(samples, first);
  for (let k = 0; k < span; k += 1) {
    const i = first + k;
    edge[k] = i >= 0 && i < samples.length ? samples[i]! : 0;
  }
  return peakOfWindow(edge, 0);
}

/**
 * True peak of samples `from` to `to` (exclusive): the largest magnitude of the samples and of the
 * points interpolated after each. One call per block: the per-sample loop stays in this module,
 * since calls across modules go through getters under tsx's CommonJS output.
 */
export function truePeakOf(samples: Float32Array, from: number, to: number): number {
  let largest = 0;
  for (let n = from; n < to; n += 1) {
    const sample = samples[n]! < 0 ? -samples[n]! : samples[n]!;
    const between = peakBetween(samples, n);
    const here = sample > between ? sample : between;
    if (here > largest) largest = here;
  }
  return largest;
}

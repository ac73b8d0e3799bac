/**
 * out[n] = the largest of values[n - before .. n + after] (clipped to the buffer), by van Herk /
 * Gil-Werman: maxima running forward and backward within blocks one window long, so each output
 * is the larger of two lookups, whatever the window.
 */
export function slidingMax(values: Float64Array, before: number, after: number): Float64Array {
  const width = before + after + 1;
  // Index i of `padded` is values[i - before]; the padding (-Infinity) never wins.
  const padded = new Float64Array(values.length + width - 1).fill(-Infinity);
  padded.set(values, before);
  const forward = new Float64Array(padded.length);
  const backward = new Float64Array(padded.length);
  for (let i = 0; i < padded.length; i += 1) {
    const v = padded[i]!;
    forward[i] = i % width === 0 || v > forward[i - 1]! ? v : forward[i - 1]!;
  }
  for (let i = padded.length - 1; i >= 0; i -= 1) {
    const v = padded[i]!;
    const last = i === padded.length - 1 || (i + 1) % width === 0;
    backward[i] = last || v > backward[i + 1]! ? v : backward[i + 1]!;
  }
  const out = new Float64Array(values.length);
  for (let n = 0; n < values.length; n += 1) {
    const early = backward[n]!;
    const late = forward[n + width - 1]!;
    out[n] = early > late ? early : late;
  }
  return out;
}

/** 16-bit samples as floats in [-1, 1]: a plain loop, several times faster than a mapping `from`. */
export function floatsOf(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = (samples[i] as number) / 32768;
  return out;
}

/**
 * 16-bit speech at `from` Hz as floats in [-1, 1] at `to` Hz: linear interpolation, after a moving
 * average over the ratio when going down (enough against aliasing for speech).
 */
export function resampleSpeech(samples: Int16Array, from: number, to: number): Float32Array {
  return resample(floatsOf(samples), from, to);
}

/** Floats at `from` Hz at `to` Hz, the same way. */
export function resample(input: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return input;
  const ratio = from / to;
  const smoothed = ratio > 1 ? movingAverage(input, Math.round(ratio)) : input;
  const out = new Float32Array(Math.floor(input.length / ratio));
  for (let i = 0; i < out.length; i++) {
    const at = i * ratio;
    const k = Math.floor(at);
    const a = smoothed[k] ?? 0;
    const b = smoothed[k + 1] ?? a;
    out[i] = a + (b - a) * (at - k);
  }
  return out;
}

function movingAverage(input: Float32Array, width: number): Float32Array {
  if (width <= 1) return input;
  const out = new Float32Array(input.length);
  let sum = 0;
  for (let i = 0; i < input.length; i++) {
    sum += input[i] as number;
    if (i >= width) sum -= input[i - width] as number;
    out[i] = sum / Math.min(i + 1, width);
  }
  return out;
}

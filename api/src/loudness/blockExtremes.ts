/** Samples per block when bounding peaks block by block; longer than the interpolator's reach. */
export const blockSize = 16;

/** Largest |sample| in each block of `blockSize` samples (the last block may be short). */
export function blockMaxAbs(samples: Float32Array): Float64Array {
  const out = new Float64Array(Math.ceil(samples.length / blockSize));
  for (let b = 0, i = 0; b < out.length; b += 1) {
    let largest = 0;
    for (const end = Math.min(samples.length, i + blockSize); i < end; i += 1) {
      const sample = samples[i]!;
      const magnitude = sample < 0 ? -sample : sample;
      if (magnitude > largest) largest = magnitude;
    }
    out[b] = largest;
  }
  return out;
}

/** Each value's largest (sign 1) or smallest (sign -1) within `radius` places either side. */
function neighbourhood(values: Float64Array, radius: number, sign: 1 | -1): Float64Array {
  const out = new Float64Array(values.length);
  for (let b = 0; b < values.length; b += 1) {
    let best = values[b]! * sign;
    const end = Math.min(values.length - 1, b + radius);
    for (let j = Math.max(0, b - radius); j <= end; j += 1) {
      const value = values[j]! * sign;
      if (value > best) best = value;
    }
    out[b] = best * sign;
  }
  return out;
}

export const neighbourhoodMax = (values: Float64Array, radius: number) =>
  neighbourhood(values, radius, 1);
export const neighbourhoodMin = (values: Float64Array, radius: number) =>
  neighbourhood(values, radius, -1);

/**
 * K-weighting of ITU-R BS.1770-4 (section 2.1): a high-shelf "pre-filter" modelling the head,
 * then the RLB high-pass. The standard tabulates the coefficients for 48 kHz only; like libebur128
 * and pyloudnorm we derive them for any rate from the analog prototypes by the bilinear transform
 * (pre-warped at each filter's corner), so they reproduce the 48 kHz table.
 */

/** A biquad in direct form, normalised so that a0 = 1. */
export interface Biquad {
  readonly b0: number;
  readonly b1: number;
  readonly b2: number;
  readonly a1: number;
  readonly a2: number;
}

/** The two stages of the K-weighting filter, in the order they are applied. */
export interface KWeighting {
  readonly shelf: Biquad;
  readonly highPass: Biquad;
}

// Analog prototype parameters fitted to the BS.1770 48 kHz coefficients (as in libebur128).
const shelfCorner = 1681.974450955533;
const shelfGainDb = 3.999843853973347;
const shelfQ = 0.7071752369554196;
const shelfBandExponent = 0.4996667741545416;
const highPassCorner = 38.13547087602444;
const highPassQ = 0.5003270373238773;

/** The lowest rate the filters are designed for: the shelf corner must sit below Nyquist. */
const minSampleRate = 8000;

/** Throws unless the rate is one the K-weighting (and so the meter) is defined for. */
export function assertSampleRate(sampleRate: number): void {
  if (!Number.isFinite(sampleRate) || sampleRate < minSampleRate) {
    throw new RangeError(`sample rate ${sampleRate} Hz: need at least ${minSampleRate} Hz`);
  }
}

/** BS.1770-4 K-weighting coefficients for `sampleRate`, by bilinear transform. */
export function kWeighting(sampleRate: number): KWeighting {
  assertSampleRate(sampleRate);
  const k = Math.tan((Math.PI * shelfCorner) / sampleRate);
  const vh = 10 ** (shelfGainDb / 20);
  const vb = vh ** shelfBandExponent;
  const a0 = 1 + k / shelfQ + k * k;
  const shelf: Biquad = {
    b0: (vh + (vb * k) / shelfQ + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / shelfQ + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / shelfQ + k * k) / a0,
  };
  const kh = Math.tan((Math.PI * highPassCorner) / sampleRate);
  const h0 = 1 + kh / highPassQ + kh * kh;
  // The RLB numerator is 1, -2, 1 unnormalised, as in the standard's table.
  const highPass: Biquad = {
    b0: 1,
    b1: -2,
    b2: 1,
    a1: (2 * (kh * kh - 1)) / h0,
    a2: (1 - kh / highPassQ + kh * kh) / h0,
  };
  return { shelf, highPass };
}

/** Magnitude response of one biquad at `frequency`, as a linear gain. */
function biquadGain(filter: Biquad, frequency: number, sampleRate: number): number {
  const w = (2 * Math.PI * frequency) / sampleRate;
  const [c1, s1, c2, s2] = [Math.cos(w), Math.sin(w), Math.cos(2 * w), Math.sin(2 * w)];
  const numRe = filter.b0 + filter.b1 * c1 + filter.b2 * c2;
  const numIm = -(filter.b1 * s1 + filter.b2 * s2);
  const denRe = 1 + filter.a1 * c1 + filter.a2 * c2;
  const denIm = -(filter.a1 * s1 + filter.a2 * s2);
  return Math.hypot(numRe, numIm) / Math.hypot(denRe, denIm);
}

/** Gain of the whole K-weighting at `frequency`, in dB (about +0.69 dB near 1 kHz). */
export function kWeightingGainDb(frequency: number, sampleRate: number): number {
  const { shelf, highPass } = kWeighting(sampleRate);
  const gain =
    biquadGain(shelf, frequency, sampleRate) * biquadGain(highPass, frequency, sampleRate);
  return 20 * Math.log10(gain);
}

import { nearestMark, type PitchMarks } from './pitchMarks';

/** A span of the source mapped onto a span of the output (sample indices), stretched linearly. */
export interface Span {
  from: number;
  to: number;
  outFrom: number;
  outTo: number;
}

/** Where a syllable goes: its spans in order (onset, vowel, coda) and the note's pitch. */
export interface SyllablePlacement {
  spans: Span[];
  hz: number;
  /** Output sample where vibrato may begin (the vowel held long enough), or null for none. */
  vibratoFrom: number | null;
}

const vibratoHz = 5.5;
const vibratoCents = 22;
const vibratoRampSeconds = 0.15;

function sourceAt(spans: readonly Span[], out: number): number {
  for (const span of spans) {
    if (out < span.outTo || span === spans[spans.length - 1]) {
      const length = span.outTo - span.outFrom;
      const t = length > 0 ? (out - span.outFrom) / length : 0;
      return span.from + Math.max(0, Math.min(1, t)) * (span.to - span.from);
    }
  }
  return 0;
}

/**
 * TD-PSOLA: the syllable's flat-pitched source re-laid pulse by pulse at the note's period. At each
 * output pulse, the source pulse nearest the mapped time is taken as a two-period Hann grain and
 * added there; the grain spacing sets the pitch, the time map the length, and the formants (the
 * grain's shape) stay the voice's own. Returns where the next pulse falls, for the next syllable.
 */
export function singSyllable(
  out: Float32Array,
  source: Float32Array,
  marks: PitchMarks,
  placement: SyllablePlacement,
  rate: number,
  /** The first output pulse, when the syllable before left off there (legato); else its start. */
  startAt?: number,
): number {
  const { spans } = placement;
  const first = spans[0];
  const last = spans[spans.length - 1];
  if (!first || !last || !marks.marks.length) return startAt ?? 0;
  const half = Math.round(marks.period);
  const window = Float32Array.from(
    { length: 2 * half + 1 },
    (_, k) => 0.5 - 0.5 * Math.cos((Math.PI * k) / half),
  );
  let at = startAt !== undefined && startAt >= first.outFrom - half ? startAt : first.outFrom;
  while (at < last.outTo) {
    let hz = placement.hz;
    if (placement.vibratoFrom !== null && at > placement.vibratoFrom) {
      const t = (at - placement.vibratoFrom) / rate;
      const depth = vibratoCents * Math.min(1, t / vibratoRampSeconds);
      hz *= 2 ** ((depth * Math.sin(2 * Math.PI * vibratoHz * t)) / 1200);
    }
    const period = rate / hz;
    const mark = marks.marks[nearestMark(marks.marks, sourceAt(spans, at))] as number;
    const gain = Math.min(1, period / marks.period);
    const center = Math.round(at);
    for (let k = -half; k <= half; k++) {
      const o = center + k;
      const s = mark + k;
      if (o < 0 || o >= out.length || s < 0 || s >= source.length) continue;
      out[o] = (out[o] as number) + (source[s] as number) * (window[k + half] as number) * gain;
    }
    at += period;
  }
  return at;
}

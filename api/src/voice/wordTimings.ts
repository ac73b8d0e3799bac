import type { WordSpan } from './lineWords';

/** An event of eSpeak NG's synthesis callback (the fields we read). */
export interface SpeechEvent {
  type: string;
  /** 1-based code-point index into the submitted text. */
  text_position: number;
  /** Milliseconds from the start of the utterance. */
  audio_position: number;
  /** The phoneme for `phoneme` events; empty for a pause. */
  id?: string | number;
}

/** When the voice sings a word, in milliseconds from the start of the utterance. */
export interface WordTime {
  start: number;
  end: number;
}

/** Where each word event starts and ends: at the first pause or `end` after it, else the next word. */
function wordEvents(events: readonly SpeechEvent[], totalMs: number) {
  const found: { position: number; start: number; end: number }[] = [];
  events.forEach((event, index) => {
    if (event.type !== 'word') return;
    let end = totalMs;
    for (let k = index + 1; k < events.length; k++) {
      const next = events[k] as SpeechEvent;
      if (next.type === 'word') {
        end = next.audio_position;
        break;
      }
      const pause = next.type === 'end' || (next.type === 'phoneme' && next.id === '');
      if (pause && next.audio_position > event.audio_position) {
        end = next.audio_position;
        break;
      }
    }
    found.push({ position: event.text_position - 1, start: event.audio_position, end });
  });
  return found;
}

/**
 * Each word's time from the synthesizer's events. A word that several events fall in (a number
 * read as several words) spans them all; a word no event names sits between its neighbours.
 */
export function wordTimings(
  words: readonly WordSpan[],
  events: readonly SpeechEvent[],
  origin: readonly number[],
  totalMs: number,
): WordTime[] {
  const times: (WordTime | null)[] = words.map(() => null);
  for (const event of wordEvents(events, totalMs)) {
    const at = origin[Math.min(Math.max(event.position, 0), origin.length - 1)] ?? 0;
    let index = words.findIndex((word) => at >= word.from && at < word.to);
    if (index < 0) index = words.findIndex((word) => word.from >= at);
    if (index < 0) continue;
    const time = times[index];
    times[index] = time
      ? { start: Math.min(time.start, event.start), end: Math.max(time.end, event.end) }
      : { start: event.start, end: event.end };
  }
  const result: WordTime[] = [];
  times.forEach((time, index) => {
    const previousEnd = result[index - 1]?.end ?? 0;
    if (time) {
      const start = Math.max(time.start, previousEnd);
      result.push({ start, end: Math.max(time.end, start) });
      return;
    }
    const nextStart = times.slice(index + 1).find((t) => t !== null)?.start ?? totalMs;
    result.push({ start: previousEnd, end: Math.max(previousEnd, nextStart) });
  });
  return result;
}

/** What the rhythm needs to know of a syllable. */
export interface RhythmSyllable {
  stressed: boolean;
  /** The last syllable of its word. */
  wordEnd: boolean;
}

/** A syllable's note in a phrase's grid: from slot `at`, `slots` long. */
export interface SlotNote {
  at: number;
  slots: number;
}

/** Slots a phrase needs beyond one per syllable: the breath at its end and a held last note. */
export const phraseReserve = (slotsPerBar: number) => (slotsPerBar > 8 ? 3 : 2);

/**
 * One note per syllable across `totalSlots` of the grid, the last slot(s) left for a breath:
 * stressed syllables are moved onto the beat where a slot is free, the last syllable is held, and
 * what is left lengthens stressed and word-final syllables in turn, a beat at a time.
 */
export function phraseRhythm(
  syllables: readonly RhythmSyllable[],
  totalSlots: number,
  slotsPerBeat: number,
): SlotNote[] {
  const count = syllables.length;
  if (!count) return [];
  const breath = Math.max(1, Math.round(slotsPerBeat / 2));
  const usable = Math.max(count, totalSlots - breath);
  const lengths = syllables.map(() => 1);
  let extra = usable - count;
  // Stressed syllables onto beats, by lengthening the syllable before them.
  let at = 0;
  syllables.forEach((syllable, i) => {
    const offBeat = at % slotsPerBeat;
    if (i > 0 && syllable.stressed && offBeat && extra >= slotsPerBeat - offBeat) {
      const pad = slotsPerBeat - offBeat;
      lengths[i - 1] = (lengths[i - 1] as number) + pad;
      extra -= pad;
      at += pad;
    }
    at += lengths[i] as number;
  });
  // The last syllable held up to a beat and a half, then the rest shared out.
  const hold = Math.min(extra, Math.round(slotsPerBeat * 1.5));
  lengths[count - 1] = (lengths[count - 1] as number) + hold;
  extra -= hold;
  const order = [
    ...syllables.flatMap((s, i) => (s.stressed ? [i] : [])),
    ...syllables.flatMap((s, i) => (!s.stressed && s.wordEnd ? [i] : [])),
  ];
  const turns = order.length ? order : syllables.map((_, i) => i);
  // Whole beats, so syllables on the beat stay there; what is less than a beat goes to the last.
  for (let k = 0; extra >= slotsPerBeat; k++, extra -= slotsPerBeat) {
    const i = turns[k % turns.length] as number;
    lengths[i] = (lengths[i] as number) + slotsPerBeat;
  }
  lengths[count - 1] = (lengths[count - 1] as number) + extra;
  let start = 0;
  return lengths.map((slots) => {
    const note = { at: start, slots };
    start += slots;
    return note;
  });
}

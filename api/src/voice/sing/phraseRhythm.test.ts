import { phraseRhythm } from './phraseRhythm';

const syl = (stressed: boolean, wordEnd = true) => ({ stressed, wordEnd });

describe('phraseRhythm', () => {
  it('gives each syllable one note, in order, inside the phrase with a breath at its end', () => {
    const notes = phraseRhythm([syl(true), syl(false), syl(true), syl(false)], 16, 2);
    expect(notes).toHaveLength(4);
    notes.forEach((note, i) => {
      expect(note.slots).toBeGreaterThanOrEqual(1);
      if (i > 0) expect(note.at).toBe((notes[i - 1]?.at ?? 0) + (notes[i - 1]?.slots ?? 0));
    });
    const last = notes[3] as { at: number; slots: number };
    expect(last.at + last.slots).toBeLessThanOrEqual(15);
  });

  it('puts stressed syllables on the beat when there is room', () => {
    const notes = phraseRhythm([syl(false, false), syl(true), syl(false), syl(true)], 16, 2);
    expect((notes[1]?.at ?? 1) % 2).toBe(0);
    expect((notes[3]?.at ?? 1) % 2).toBe(0);
  });

  it('fits as many syllables as slots allow, one slot each', () => {
    const many = Array.from({ length: 7 }, () => syl(false));
    const notes = phraseRhythm(many, 8, 2);
    expect(notes.map((n) => n.slots)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });
});

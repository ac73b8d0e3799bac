import type { LyricLine } from '@btb/shared-contract';
import { timedLine } from '@btb/shared-testing';
import { choicesFor } from './gapChoices';
import { fillsGap, planGaps, type GapLine, type GapToken } from './gapPlan';

type Gap = Extract<GapToken, { kind: 'gap' }>;
const gapsOf = (plan: readonly GapLine[]) =>
  plan.flatMap((line) => line.tokens.flatMap((t) => (t.kind === 'gap' ? [t] : [])));
const answers = (plan: readonly GapLine[]) => gapsOf(plan).map((gap) => gap.answer);
const lineText = (line: GapLine | undefined) =>
  line?.tokens.map((t) => (t.kind === 'gap' ? '___' : t.text)).join('');

// The shapes of seeded songs: cards are quiz questions, with articles and whole phrases.
const technik = ['das Handy', 'der Computer', 'herunterladen'];

describe("fill the gap over a lesson's cards", () => {
  it('blanks a noun sung with its article as one gap, and keeps the card it reviews', () => {
    const line = timedLine(0, 'das Handy und der Computer – das schaffst du!');
    const plan = planGaps([line], technik, 'lesson');
    expect(lineText(plan[0])).toBe('___ und ___ – das schaffst du!');
    expect(gapsOf(plan)).toEqual([
      expect.objectContaining({ answer: 'das Handy', card: 'das Handy', lessonWord: true }),
      // A phrase ends when its last word is sung: "Computer" 2-2.4.
      expect.objectContaining({ answer: 'der Computer', card: 'der Computer', end: 2.4 }),
    ]);
  });

  it('blanks a noun sung without its article, and its inflected forms', () => {
    const line = timedLine(0, 'Mein Handy ist alt, zwei Handys sind neu.');
    const plan = planGaps([line], technik, 'lesson');
    expect(answers(plan)).toEqual(['Handy', 'Handys']);
    expect(gapsOf(plan).map((gap) => gap.card)).toEqual(['das Handy', 'das Handy']);
  });

  it('blanks a phrase of several words as one gap that ends with its last word', () => {
    const lines: LyricLine[] = [
      timedLine(0, 'Guten Morgen, wie geht es dir?'),
      timedLine(4, 'Guten Tag, mein Morgen ist gut.'),
    ];
    const plan = planGaps(lines, ['Guten Morgen', 'Wie geht es dir?'], 'lesson');
    expect(lineText(plan[0])).toBe('___, ___?');
    expect(gapsOf(plan).map((gap: Gap) => [gap.answer, gap.end])).toEqual([
      ['Guten Morgen', 0.9],
      ['wie geht es dir', 2.9],
    ]);
    // Half a phrase is not the phrase.
    expect(plan[1]?.gapIds).toEqual([]);
  });

  it('finds every noun of a list sung with or without articles', () => {
    const line = timedLine(0, 'Die Sonne scheint, der Regen fällt und Schnee.');
    const plan = planGaps([line], ['die Sonne', 'der Regen', 'der Schnee', 'der Wind'], 'lesson');
    expect(answers(plan)).toEqual(['Die Sonne', 'der Regen', 'Schnee']);
  });

  it('offers four choices when the song has only two gaps, the lesson words first', () => {
    const line = timedLine(0, 'das Handy und der Computer – das schaffst du!');
    const plan = planGaps([line], technik, 'lesson');
    const choices = choicesFor('das Handy', plan, technik);
    expect(choices).toHaveLength(4);
    expect(new Set(choices).size).toBe(4);
    expect(choices).toEqual(expect.arrayContaining(['das Handy', 'der Computer', 'herunterladen']));
    // A noun blanked without its article is offered with nouns without theirs.
    const alone = planGaps([timedLine(0, 'Mein Handy ist alt.')], technik, 'lesson');
    expect(choicesFor('Handy', alone, technik)).toEqual(
      expect.arrayContaining(['Handy', 'Computer', 'herunterladen']),
    );
    expect(choicesFor('Handy', alone, technik)).toHaveLength(4);
  });

  it('a phrase is filled by its words, whatever the case, spaces and marks', () => {
    expect(fillsGap(' guten   morgen ', 'Guten Morgen')).toBe(true);
    expect(fillsGap('Wie geht es dir?', 'wie geht es dir')).toBe(true);
    expect(fillsGap('Guten', 'Guten Morgen')).toBe(false);
  });
});

import type { LyricLine } from '@btb/shared-contract';
import { timedLine } from '@btb/shared-testing';
import { answerGap, gapGameDone, newGapGame } from './gapGame';
import { choicesFor } from './gapChoices';
import { fillsGap, lineToStopAt, planGaps, type GapLine } from './gapPlan';

// A word every half second: "Haus" is sung from 0.5 to 0.9, "Baum" 4.5-4.9, "Straße." 11-11.4.
const lines: LyricLine[] = [
  timedLine(0, 'Das Haus ist groß und alt,'),
  timedLine(4, 'der Baum im Garten grün.'),
  timedLine(8, 'Ich gehe nach Hause, über die Straße.'),
];
const lessonWords = ['haus', 'Baum', 'Straße'];

const gaps = (plan: GapLine[]) =>
  plan.flatMap((line) => line.tokens.flatMap((t) => (t.kind === 'gap' ? [t.answer] : [])));
const lineText = (line: GapLine) =>
  line.tokens.map((t) => (t.kind === 'gap' ? '___' : t.text)).join('');

describe('fill the gap', () => {
  it("blanks only the lesson's words at the lesson level, keeping the rest of the line", () => {
    const plan = planGaps(lines, lessonWords, 'lesson');
    // "Hause" is a form of "haus".
    expect(gaps(plan)).toEqual(['Haus', 'Baum', 'Hause', 'Straße']);
    expect(lineText(plan[0] as GapLine)).toBe('Das ___ ist groß und alt,');
    expect(lineText(plan[2] as GapLine)).toBe('Ich gehe nach ___, über die ___.');
  });

  it.each([
    // 10 % of 18 words is 2, but the lesson's 4 words are always blanked.
    [10, 4],
    [25, 5],
    [50, 9],
  ] as const)('blanks %i %% of the 18 words (%i), the lesson words among them', (level, count) => {
    const plan = planGaps(lines, lessonWords, level);
    expect(gaps(plan)).toHaveLength(count);
    expect(gaps(plan)).toEqual(expect.arrayContaining(['Haus', 'Baum', 'Hause', 'Straße']));
    // The same song and level blank the same words on every device.
    expect(planGaps(lines, lessonWords, level)).toEqual(plan);
  });

  it('accepts a word whatever its case and spacing, nothing else', () => {
    expect(fillsGap('  haus ', 'Haus')).toBe(true);
    expect(fillsGap('Straße', 'Straße')).toBe(true);
    expect(fillsGap('Hause', 'Haus')).toBe(false);
    expect(fillsGap('', 'Haus')).toBe(false);
  });

  it('offers four different choices with the answer among them', () => {
    const plan = planGaps(lines, lessonWords, 50);
    const choices = choicesFor('Baum', plan);
    expect(choices).toHaveLength(4);
    expect(new Set(choices).size).toBe(4);
    expect(choices).toContain('Baum');
  });

  it('stops the song once the gap word is sung, not at the end of its line', () => {
    const plan = planGaps(lines, lessonWords, 'lesson');
    expect(lineToStopAt(plan, 0.85, new Set())).toBe(-1);
    // "Haus" ends at 0.9, while "ist groß und alt," is still to come.
    expect(lineToStopAt(plan, 0.9, new Set())).toBe(0);
    expect(lineToStopAt(plan, 0.9, new Set(plan[0]?.gapIds))).toBe(-1);
    expect(lineToStopAt(plan, 4.85, new Set(plan[0]?.gapIds))).toBe(-1);
    expect(lineToStopAt(plan, 4.9, new Set(plan[0]?.gapIds))).toBe(1);
    // A seek past several gaps stops at the first one still open.
    expect(lineToStopAt(plan, 11, new Set(plan[0]?.gapIds))).toBe(1);
  });

  it('times each gap by its own word, in order, when a word is sung twice in a line', () => {
    const line = timedLine(2, '„Haus“, Haus – mein Haus!', '', 1);
    const [plan] = planGaps([line], ['Haus'], 'lesson');
    const ends = plan?.tokens.flatMap((token) => (token.kind === 'gap' ? [token.end] : []));
    // Words: „Haus“, (2-2.8) Haus (3-3.8) – (4-4.8) mein (5-5.8) Haus! (6-6.8)
    expect(ends).toEqual([2.8, 3.8, 6.8]);
  });

  it("stops where the line's voice ends when its words do not spell its text", () => {
    const line: LyricLine = { ...timedLine(0, 'Das Haus ist groß'), words: [] };
    const [plan] = planGaps([line], ['Haus'], 'lesson');
    expect(plan?.tokens.find((token) => token.kind === 'gap')).toMatchObject({ end: line.end });
  });

  it('stops at the last gap before the song ends, when the word would end after it', () => {
    const plan = planGaps(lines, lessonWords, 'lesson');
    const allButLast = new Set(plan.flatMap((line) => line.gapIds).slice(0, -1));
    expect(lineToStopAt(plan, 11.3, allButLast)).toBe(-1);
    expect(lineToStopAt(plan, 11.4, allButLast)).toBe(2);
    expect(lineToStopAt(plan, 10.9, allButLast, 11)).toBe(-1);
    expect(lineToStopAt(plan, 11, allButLast, 11)).toBe(2);
  });

  it('scores each gap and rates its word like a quiz answer: Good at the first try, else Again', () => {
    const plan = planGaps(lines, lessonWords, 'lesson');
    const [first, second] = [plan[0]?.gapIds[0] as string, plan[1]?.gapIds[0] as string];
    let game = newGapGame();
    const one = answerGap(game, plan, first, 'haus');
    expect(one.result).toMatchObject({ kind: 'filled', rating: 'good' });
    game = one.state;
    expect(answerGap(game, plan, first, 'Haus').result.kind).toBe('ignored');
    const miss = answerGap(game, plan, second, 'Blume');
    expect(miss.result.kind).toBe('missed');
    const late = answerGap(miss.state, plan, second, 'Baum');
    expect(late.result).toMatchObject({ kind: 'filled', rating: 'again' });
    expect(late.state).toMatchObject({ right: 1, wrong: 1 });
    expect(gapGameDone(late.state, plan)).toBe(false);
  });

  it("never blanks a gloss in the learner's language, at any level", () => {
    const glossed = [
      timedLine(0, 'der Bildschirm – das heißt „the screen“,'),
      timedLine(6, 'the screen – that is "der Bildschirm",'),
    ];
    for (const level of [50, 'lesson'] as const) {
      const [german, english] = planGaps(glossed, ['der Bildschirm', 'the screen'], level);
      expect(lineText(german as GapLine)).toMatch(/„the screen“,$/);
      expect(lineText(english as GapLine)).toMatch(/"der Bildschirm",$/);
    }
    expect(gaps(planGaps(glossed, ['der Bildschirm'], 'lesson'))).toEqual(['der Bildschirm']);
  });

  it('asks for the article when the noun alone is typed for "das Handy": not a wrong try', () => {
    const plan = planGaps(
      [timedLine(0, 'Mein Handy und das Handy klingeln.')],
      ['das Handy'],
      'lesson',
    );
    const [bare, withArticle] = plan[0]?.gapIds as [string, string];
    const game = newGapGame();
    // Sung without its article, the noun alone fills the gap.
    expect(answerGap(game, plan, bare, 'Handy').result.kind).toBe('filled');
    const noArticle = answerGap(game, plan, withArticle, 'handy');
    expect(noArticle.result.kind).toBe('needsArticle');
    expect(noArticle.state).toEqual(game);
    expect(answerGap(game, plan, withArticle, 'das Handy').result.kind).toBe('filled');
    expect(answerGap(game, plan, withArticle, 'Telefon').result.kind).toBe('missed');
  });
});

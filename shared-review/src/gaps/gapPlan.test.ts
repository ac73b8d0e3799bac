import type { LyricLine } from '@btb/shared-contract';
import { answerGap, gapGameDone, newGapGame } from './gapGame';
import { choicesFor, fillsGap, lineToStopAt, planGaps, type GapLine } from './gapPlan';

const lines: LyricLine[] = [
  { start: 0, text: 'Das Haus ist groß und alt,', translation: '' },
  { start: 4, text: 'der Baum im Garten grün.', translation: '' },
  { start: 8, text: 'Ich gehe nach Hause, über die Straße.', translation: '' },
];
const lessonWords = ['haus', 'Baum', 'Straße'];

const gaps = (plan: GapLine[]) =>
  plan.flatMap((line) => line.tokens.flatMap((t) => (t.kind === 'gap' ? [t.answer] : [])));
const lineText = (line: GapLine) =>
  line.tokens.map((t) => (t.kind === 'gap' ? '___' : t.text)).join('');

describe('fill the gap', () => {
  it("blanks only the lesson's words at the lesson level, keeping the rest of the line", () => {
    const plan = planGaps(lines, lessonWords, 'lesson');
    expect(gaps(plan)).toEqual(['Haus', 'Baum', 'Straße']);
    expect(lineText(plan[0] as GapLine)).toBe('Das ___ ist groß und alt,');
    expect(lineText(plan[2] as GapLine)).toBe('Ich gehe nach Hause, über die ___.');
  });

  it.each([
    // 10 % of 18 words is 2, but the lesson's 3 words are always blanked.
    [10, 3],
    [25, 5],
    [50, 9],
  ] as const)('blanks %i %% of the 18 words (%i), the lesson words among them', (level, count) => {
    const plan = planGaps(lines, lessonWords, level);
    expect(gaps(plan)).toHaveLength(count);
    expect(gaps(plan)).toEqual(expect.arrayContaining(['Haus', 'Baum', 'Straße']));
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

  it('stops the song at the end of a line with an open gap, and plays on once it is filled', () => {
    const plan = planGaps(lines, lessonWords, 'lesson');
    expect(lineToStopAt(plan, 3.9, new Set())).toBe(-1);
    expect(lineToStopAt(plan, 4, new Set())).toBe(0);
    expect(lineToStopAt(plan, 4, new Set(plan[0]?.gapIds))).toBe(-1);
    // A seek past several lines stops at the first one still open.
    expect(lineToStopAt(plan, 9, new Set(plan[0]?.gapIds))).toBe(1);
  });

  it('stops at the last line before the song ends, once its end is known', () => {
    const plan = planGaps(lines, lessonWords, 'lesson');
    const allButLast = new Set([...(plan[0]?.gapIds ?? []), ...(plan[1]?.gapIds ?? [])]);
    expect(lineToStopAt(plan, 30, allButLast)).toBe(-1);
    expect(lineToStopAt(plan, 11.9, allButLast, 12)).toBe(-1);
    expect(lineToStopAt(plan, 12, allButLast, 12)).toBe(2);
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
});

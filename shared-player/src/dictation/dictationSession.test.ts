import { compareDictation } from './compareDictation';
import {
  dictationScore,
  dictationStep,
  newDictation,
  type DictationEvent,
} from './dictationSession';

const run = (...events: DictationEvent[]) => events.reduce(dictationStep, newDictation());
const checked = (line: string, typed: string): DictationEvent => ({
  type: 'checked',
  comparison: compareDictation(line.split(' '), typed),
});
const next: DictationEvent = { type: 'next', lineCount: 3 };

describe('a dictation session', () => {
  it('goes line by line and scores lines and words', () => {
    const state = run(
      { type: 'start' },
      checked('Das Haus ist groß', 'das haus ist gross'),
      next,
      checked('der Baum im Garten', 'der baum im karten'),
      next,
      { type: 'answerShown', words: 4 },
      next,
    );
    expect(state.step).toBe('finished');
    expect(dictationScore(state.results)).toEqual({
      linesRight: 1,
      lines: 3,
      wordsRight: 7,
      words: 12,
    });
  });

  it('checks a line once; showing the answer after checking keeps its score', () => {
    const done = run({ type: 'start' }, checked('Hallo', 'hallo'));
    expect(dictationStep(done, checked('Hallo', 'nein'))).toBe(done);
    const shown = dictationStep(done, { type: 'answerShown', words: 1 });
    expect(shown).toMatchObject({ step: 'lineDone', answerShown: true });
    expect(shown.results).toEqual([{ right: true, wordsRight: 1, words: 1 }]);
  });

  it('moves on only from a line that is done', () => {
    const writing = run({ type: 'start' });
    expect(dictationStep(writing, next)).toBe(writing);
    expect(run({ type: 'start' }, checked('Hallo', 'x'), next)).toMatchObject({
      step: 'writing',
      line: 1,
      comparison: null,
    });
  });
});

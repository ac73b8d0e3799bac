import { barSecondsOf } from './synthesizeSong';
import { timeLyricLines } from './timeLyricLines';

const lines = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ text: `line ${i}`, translation: `Zeile ${i}` }));

describe('timeLyricLines', () => {
  it('starts singing after the two intro bars, one line a bar, as the generated audio plays', () => {
    const bar = barSecondsOf('DE_EN_A1_B01_L01');
    const timed = timeLyricLines(lines(4), 'DE_EN_A1_B01_L01', 120);
    expect(timed.map((line) => line.start)).toEqual(
      [2, 3, 4, 5].map((bars) => Math.round(bars * bar * 100) / 100),
    );
    expect(timed[1]).toMatchObject({ text: 'line 1', translation: 'Zeile 1' });
  });

  it('shares a short song evenly, so every line starts before the song ends', () => {
    const timed = timeLyricLines(lines(40), 'EN_DE_A1_B01_L02', 48);
    expect(timed.at(-1)?.start).toBeLessThan(48 - 3);
    const gaps = timed.slice(1).map((line, i) => line.start - (timed[i]?.start ?? 0));
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThan(0.02);
  });

  it('has no lines for a song without any', () => {
    expect(timeLyricLines([], 'x', 48)).toEqual([]);
  });
});

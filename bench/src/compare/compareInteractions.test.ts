import { summarizeInteraction } from './compareInteractions';

const play = { key: 'playToAudio', name: 'Play tap → playing' } as const;

describe('an interaction timed on both trees', () => {
  it('pairs the runs in order: B − A of each run, with its standard error', () => {
    const result = summarizeInteraction(play, ['A', 'B', 'A'], [500, 700, 600], [400, 650, 520]);
    expect(result.difference.n).toBe(3);
    expect(result.difference.mean).toBeCloseTo(-230 / 3);
    expect(result.difference.se).toBeGreaterThan(0);
    expect([result.a.medianMs, result.b.medianMs]).toEqual([600, 520]);
  });

  it('leaves a run one tree failed out of the pairs, and counts the failure on that tree', () => {
    const result = summarizeInteraction(play, ['A', 'B', 'A'], [500, null, 600], [400, 650, null]);
    expect(result.difference).toMatchObject({ n: 1, mean: -100 });
    expect([result.a.failures, result.b.failures]).toEqual([1, 1]);
    expect(result.b.runs).toEqual([400, 650]);
  });
});

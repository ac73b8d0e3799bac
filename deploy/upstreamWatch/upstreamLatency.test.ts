import { createUpstreamLatency } from './upstreamLatency';

const fast = ['10.0.0.1:3000', '10.0.0.2:3000'];
const slow = '10.0.0.3:3000';

/** A second of answers at `at`: the fast processes in `fastMs`, the third in `slowMs`. */
function second(
  latency: ReturnType<typeof createUpstreamLatency>,
  at: number,
  slowMs: number,
  fastMs = 20,
) {
  for (let i = 0; i < 20; i += 1) {
    for (const upstream of fast) latency.record(upstream, at + i * 50, fastMs / 1000);
    latency.record(slow, at + i * 50, slowMs / 1000);
  }
  return latency.judge(at + 1000);
}

describe('createUpstreamLatency', () => {
  it('says once that a process turned slow, and once that it is back with how long it was', () => {
    const latency = createUpstreamLatency();
    expect(second(latency, 0, 25).changes).toEqual([]);
    const turned = second(latency, 1000, 320).changes;
    // The window still holds answers from before: it turns once the median is past the margin.
    const all = [
      ...turned,
      ...second(latency, 2000, 320).changes,
      ...second(latency, 3000, 320).changes,
    ];
    expect(all).toEqual([
      { upstream: slow, slow: true, medianMs: expect.any(Number), othersMs: 20 },
    ]);
    expect(all[0]?.medianMs).toBeGreaterThan(120);
    expect(latency.isSlow(slow)).toBe(true);
    expect(fast.some((upstream) => latency.isSlow(upstream))).toBe(false);

    const back = [4000, 5000, 6000].flatMap((at) => second(latency, at, 22).changes);
    expect(back).toEqual([
      { upstream: slow, slow: false, slowForMs: expect.any(Number), medianMs: 22, othersMs: 20 },
    ]);
    expect(latency.isSlow(slow)).toBe(false);
  });

  it('does not call a process slow when every process is slow alike (a busy machine)', () => {
    const latency = createUpstreamLatency();
    const changes = [0, 1000, 2000].flatMap((at) => second(latency, at, 450, 400).changes);
    expect(changes).toEqual([]);
  });

  it('needs the margin as well as the factor: 30 ms beside 10 ms is not slow', () => {
    const latency = createUpstreamLatency();
    const changes = [0, 1000, 2000].flatMap((at) => second(latency, at, 30, 10).changes);
    expect(changes).toEqual([]);
  });

  it('keeps its judgement while a process has too few answers to judge', () => {
    const latency = createUpstreamLatency();
    second(latency, 0, 400);
    second(latency, 1000, 400);
    expect(latency.isSlow(slow)).toBe(true);
    // nginx sends it almost nothing now: a few fast answers are not enough to call it back.
    for (const upstream of fast)
      for (let i = 0; i < 20; i += 1) latency.record(upstream, 5000 + i, 0.02);
    latency.record(slow, 5000, 0.02);
    expect(latency.judge(5500).changes).toEqual([]);
    expect(latency.isSlow(slow)).toBe(true);
  });

  it('judges nothing with one process alone', () => {
    const latency = createUpstreamLatency();
    for (let i = 0; i < 50; i += 1) latency.record(slow, i, 2);
    expect(latency.judge(100).changes).toEqual([]);
  });
});

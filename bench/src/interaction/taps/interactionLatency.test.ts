import { interactionLatency, unreportedMs, type EventEntry } from './interactionLatency';

const entry = (
  name: string,
  interactionId: number,
  startTime: number,
  duration: number,
  processing: [number, number] = [startTime + 2, startTime + 10],
): EventEntry => ({
  name,
  interactionId,
  startTime,
  duration,
  processingStart: processing[0],
  processingEnd: processing[1],
});

describe("a tap's latency from its Event Timing entries", () => {
  it("is the longest duration among the interaction's events, with where that event spent it", () => {
    const entries = [
      entry('pointerdown', 7, 1000, 48, [1004, 1010]),
      entry('pointerup', 7, 1090, 104, [1130, 1170]),
      entry('click', 7, 1091, 96, [1170, 1180]),
    ];
    expect(interactionLatency(entries, 900)).toEqual({
      latencyMs: 104,
      reported: true,
      event: 'pointerup',
      inputDelayMs: 40,
      processingMs: 40,
      presentationMs: 24,
      fromMs: 1000,
      toMs: 1194,
    });
  });

  it('takes the first interaction after the measured tap was armed, not a setup tap or a later one', () => {
    const entries = [
      entry('click', 3, 500, 312),
      entry('change', 0, 1005, 400),
      entry('pointerdown', 9, 1000, 24),
      entry('click', 9, 1090, 56),
      entry('click', 11, 2000, 504),
    ];
    const latency = interactionLatency(entries, 900);
    expect([latency.latencyMs, latency.event]).toEqual([56, 'click']);
  });

  it('counts an interaction the API left out (every event under 16 ms) as 16 ms', () => {
    expect(interactionLatency([entry('click', 3, 500, 312)], 900)).toEqual({
      latencyMs: unreportedMs,
      reported: false,
    });
    expect(unreportedMs).toBe(16);
  });
});

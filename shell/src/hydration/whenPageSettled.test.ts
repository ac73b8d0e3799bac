import { whenPageSettled } from './whenPageSettled';

/** The browser's idle callbacks, answered by the test with the idle time left in the frame. */
let idle: { callback: IdleRequestCallback; timeout?: number }[] = [];
const idleFor = (ms: number, didTimeout = false) => {
  const next = idle.shift();
  next?.callback({ didTimeout, timeRemaining: () => ms });
};

beforeEach(() => {
  jest.useFakeTimers();
  idle = [];
  globalThis.requestIdleCallback = (callback, options) => {
    idle.push({ callback, timeout: options?.timeout });
    return idle.length;
  };
});
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(globalThis, 'requestIdleCallback');
});

describe('work that waits for the page to settle', () => {
  it('runs after the wait past load, in the first idle stretch long enough', () => {
    const work = jest.fn();
    whenPageSettled(work, { afterLoadMs: 1_000, quietMs: 40, timeoutMs: 10_000 });
    jest.advanceTimersByTime(999);
    expect(idle).toHaveLength(0);
    jest.advanceTimersByTime(1);

    idleFor(12);
    idleFor(30);
    expect(work).not.toHaveBeenCalled();
    idleFor(45);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at the latest when its time is up, however busy the page is', () => {
    const work = jest.fn();
    whenPageSettled(work, { afterLoadMs: 0, quietMs: 40, timeoutMs: 5_000 });
    jest.advanceTimersByTime(0);
    expect(idle[0]?.timeout).toBe(5_000);
    idleFor(3, true);
    expect(work).toHaveBeenCalledTimes(1);
  });
});

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

/** One IntersectionObserver the code under test made: what it watches for, and a way to answer. */
export interface ObserverRecord {
  callback: Callback;
  options?: IntersectionObserverInit;
  disconnected: boolean;
}

/**
 * Puts a fake IntersectionObserver in place for the test file (jsdom has none) and lists every one
 * the code makes; call its `callback` to say whether the target is in view. The original comes back
 * after the file's tests.
 */
export function fakeIntersectionObserver(): {
  observers: ObserverRecord[];
  first(): ObserverRecord;
} {
  const observers: ObserverRecord[] = [];
  class FakeObserver {
    private readonly record: ObserverRecord;
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.record = { callback, options, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    observers.length = 0;
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterAll(() => {
    globalThis.IntersectionObserver = original;
  });
  return {
    observers,
    first() {
      const [first] = observers;
      if (!first) throw new Error('No IntersectionObserver was made.');
      return first;
    },
  };
}

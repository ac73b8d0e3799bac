import { subscribeSavedIndex } from './savedIndex';
import { subscribeOnline } from './useOnline';

/** How many listeners of `type` the window holds, counted from its add and remove calls. */
function countWindowListeners(type: string) {
  const add = jest.spyOn(window, 'addEventListener');
  const remove = jest.spyOn(window, 'removeEventListener');
  const calls = (spy: jest.SpyInstance) => spy.mock.calls.filter(([t]) => t === type).length;
  return {
    now: () => calls(add) - calls(remove),
    restore: () => {
      add.mockRestore();
      remove.mockRestore();
    },
  };
}

describe('following the network and the saved index from many cards', () => {
  it('holds one window listener per event however many cards follow it, and none once they leave', () => {
    const online = countWindowListeners('online');
    const cards = Array.from({ length: 50 }, () => subscribeOnline(() => undefined));
    expect(online.now()).toBe(1);
    for (const stop of cards) stop();
    expect(online.now()).toBe(0);
    online.restore();
  });

  it('tells every card still following when the browser goes offline, and not one that left', () => {
    const told: string[] = [];
    const stopA = subscribeOnline(() => told.push('a'));
    const stopB = subscribeOnline(() => told.push('b'));
    stopA();
    stopA();
    window.dispatchEvent(new Event('offline'));
    expect(told).toEqual(['b']);
    stopB();
  });

  it("tells the cards of another tab's change to the index, and only of that key", () => {
    const storage = countWindowListeners('storage');
    let told = 0;
    const stops = [1, 2, 3].map(() => subscribeSavedIndex(() => (told += 1)));
    expect(storage.now()).toBe(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(told).toBe(0);
    window.dispatchEvent(new StorageEvent('storage', { key: 'btb.offline.saved' }));
    expect(told).toBe(3);
    for (const stop of stops) stop();
    expect(storage.now()).toBe(0);
    storage.restore();
  });
});

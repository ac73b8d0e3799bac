import { yieldToBrowser } from './yieldToBrowser';

describe('yieldToBrowser', () => {
  afterEach(() => Reflect.deleteProperty(globalThis, 'scheduler'));

  it('resumes in a later task: a timeout queued before it runs first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToBrowser();
    order.push('resumed');
    expect(order).toEqual(['queued task', 'resumed']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldOnce = jest.fn(() => Promise.resolve());
    Reflect.set(globalThis, 'scheduler', { yield: yieldOnce });
    await yieldToBrowser();
    expect(yieldOnce).toHaveBeenCalledTimes(1);
  });
});

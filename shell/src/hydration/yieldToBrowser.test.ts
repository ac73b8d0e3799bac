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

  it('where the browser has scheduler.yield, resumes as it says: here ahead of queued tasks', async () => {
    Reflect.set(globalThis, 'scheduler', { yield: () => Promise.resolve() });
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToBrowser();
    order.push('resumed');
    expect(order).toEqual(['resumed']);
  });
});

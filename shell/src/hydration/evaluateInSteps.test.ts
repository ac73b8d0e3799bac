import { evaluateInSteps } from './evaluateInSteps';

describe('evaluateInSteps', () => {
  it('loads each step in its own task, in order, then the last module', async () => {
    const order: string[] = [];
    const step = (name: string) => async () => {
      order.push(name);
      // A task queued while this step runs comes before the next step.
      setTimeout(() => order.push(`task after ${name}`), 0);
    };
    const last = await evaluateInSteps([step('react-dom'), step('store')], async () => {
      order.push('bootstrap');
      return 'the bootstrap module';
    });
    expect(last).toBe('the bootstrap module');
    expect(order).toEqual([
      'react-dom',
      'task after react-dom',
      'store',
      'task after store',
      'bootstrap',
    ]);
  });

  it('stops at a step that fails (the caller sees why)', async () => {
    const last = jest.fn();
    const failing = () => Promise.reject(new Error('chunk failed'));
    await expect(evaluateInSteps([failing], last)).rejects.toThrow('chunk failed');
    expect(last).not.toHaveBeenCalled();
  });
});

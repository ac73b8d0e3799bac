import { makeStore } from '../store/makeStore';
import { dismissToast, selectCurrentToast, showToast } from './toastSlice';

describe('toasts', () => {
  it('keeps one toast at a time: a new one replaces the current one', () => {
    const store = makeStore();
    store.dispatch(showToast({ title: 'First' }));
    store.dispatch(showToast({ title: 'Error', description: 'Failed', variant: 'destructive' }));
    expect(selectCurrentToast(store.getState())).toMatchObject({
      title: 'Error',
      description: 'Failed',
      variant: 'destructive',
    });
  });

  it('ignores a dismissal meant for a toast that was already replaced', () => {
    const store = makeStore();
    store.dispatch(showToast({ title: 'First' }));
    const firstId = selectCurrentToast(store.getState())?.id;
    store.dispatch(showToast({ title: 'Second' }));
    store.dispatch(dismissToast(firstId));
    expect(selectCurrentToast(store.getState())?.title).toBe('Second');
    store.dispatch(dismissToast());
    expect(selectCurrentToast(store.getState())).toBeNull();
  });
});

import { act } from '@testing-library/react';
import { renderWithProviders } from '@btb/shared-testing';
import { loggedIn, loggedOut } from '@btb/shared-frame';
import { useForgetPagesOnLogout } from './useForgetPagesOnLogout';
import { workerCaches } from './worker/cacheNames';

function Probe() {
  useForgetPagesOnLogout();
  return null;
}

describe('useForgetPagesOnLogout', () => {
  const deleted = jest.fn(async (_name: string) => true);
  beforeEach(() => {
    deleted.mockClear();
    Object.defineProperty(globalThis, 'caches', { value: { delete: deleted }, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'caches');
  });

  it('forgets the kept pages when the session ends, not before', () => {
    const { store } = renderWithProviders(<Probe />);
    act(() => {
      store.dispatch(loggedIn('learner@example.com'));
    });
    expect(deleted).not.toHaveBeenCalled();
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(deleted).toHaveBeenCalledWith(workerCaches.pages);
  });

  it('leaves them for a visitor who was never logged in', () => {
    const { store } = renderWithProviders(<Probe />);
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(deleted).not.toHaveBeenCalled();
  });
});

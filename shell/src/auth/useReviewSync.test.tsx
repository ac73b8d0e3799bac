import { act, screen, waitFor } from '@testing-library/react';
import { onReviewStoreReset, setReviewLearner } from '@btb/shared-review';
import { Toaster } from '@btb/shared-ui';
import { renderWithProviders } from '@btb/shared-testing';
import { loggedIn, loggedOut } from '@btb/shared-frame';
import { useReviewSync } from './useReviewSync';

jest.mock('@btb/shared-review', () => ({
  setReviewLearner: jest.fn(),
  setHeardSongStore: jest.fn(),
  scheduleReviewSync: jest.fn(),
  onReviewStoreReset: jest.fn(() => () => undefined),
}));

function Probe() {
  useReviewSync();
  return <Toaster />;
}

describe('useReviewSync', () => {
  beforeEach(() => jest.clearAllMocks());

  it('leaves the review code unloaded for a visitor with no reviews in this browser', async () => {
    const { store } = renderWithProviders(<Probe />);
    act(() => {
      store.dispatch(loggedOut());
    });
    await act(() => Promise.resolve());
    expect(setReviewLearner).not.toHaveBeenCalled();
  });

  it('loads it for a visitor whose reviews are kept in this browser', async () => {
    const databases = jest.fn(async () => [{ name: 'btb-reviews', version: 2 }]);
    Object.defineProperty(window, 'indexedDB', { value: { databases }, configurable: true });
    try {
      renderWithProviders(<Probe />);
      await waitFor(() => expect(setReviewLearner).toHaveBeenLastCalledWith(null));
    } finally {
      Reflect.deleteProperty(window, 'indexedDB');
    }
  });

  it('tells the review sync who is logged in, on login and on logout', async () => {
    const { store } = renderWithProviders(<Probe />);
    act(() => {
      store.dispatch(loggedIn('Learner@Example.com'));
    });
    await waitFor(() => expect(setReviewLearner).toHaveBeenLastCalledWith('Learner@Example.com'));
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(setReviewLearner).toHaveBeenLastCalledWith(null);
  });

  it('shows a toast when the review store had to be reset', async () => {
    const { store } = renderWithProviders(<Probe />);
    act(() => {
      store.dispatch(loggedIn('learner@example.com'));
    });
    await waitFor(() => expect(onReviewStoreReset).toHaveBeenCalled());
    const listener = jest.mocked(onReviewStoreReset).mock.calls.at(-1)?.[0];
    act(() => listener?.(new Error('broken')));
    expect(screen.getByText('Your review history was reset')).toBeInTheDocument();
  });
});

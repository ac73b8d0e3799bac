import { act, screen } from '@testing-library/react';
import { onReviewStoreReset, setReviewLearner } from '@btb/shared-review';
import { Toaster } from '@btb/shared-ui';
import { renderWithProviders } from '@btb/shared-testing';
import { loggedIn, loggedOut } from './authSlice';
import { useReviewSync } from './useReviewSync';

jest.mock('@btb/shared-review', () => ({
  setReviewLearner: jest.fn(),
  onReviewStoreReset: jest.fn(() => () => undefined),
}));

function Probe() {
  useReviewSync();
  return <Toaster />;
}

describe('useReviewSync', () => {
  it('tells the review sync who is logged in, on login and on logout', () => {
    const { store } = renderWithProviders(<Probe />);
    expect(setReviewLearner).toHaveBeenLastCalledWith(null);
    act(() => {
      store.dispatch(loggedIn('Learner@Example.com'));
    });
    expect(setReviewLearner).toHaveBeenLastCalledWith('Learner@Example.com');
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(setReviewLearner).toHaveBeenLastCalledWith(null);
  });

  it('shows a toast when the review store had to be reset', () => {
    renderWithProviders(<Probe />);
    const listener = jest.mocked(onReviewStoreReset).mock.calls.at(-1)?.[0];
    act(() => listener?.(new Error('broken')));
    expect(screen.getByText('Your review history was reset')).toBeInTheDocument();
  });
});

import { act, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import { currentSessionApi } from './api/currentSession';
import { selectLoggedInEmail } from './authSlice';
import { useRestoreSession } from './useRestoreSession';

function Probe() {
  useRestoreSession();
  return null;
}

describe('useRestoreSession', () => {
  it('asks for the session again once the network is back, when the first ask failed', async () => {
    const fetchMock = mockFetch([]);
    const { store } = renderWithProviders(<Probe />);
    const asked = () => currentSessionApi.endpoints.currentSession.select()(store.getState());
    await waitFor(() => expect(asked().isError).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(selectLoggedInEmail(store.getState())).toBeNull();

    mockFetch([
      [
        'GET',
        /\/api\/auth\/me$/,
        () => jsonResponse({ loggedIn: true, email: 'learner@example.com', premium: false }),
      ],
    ]);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(selectLoggedInEmail(store.getState())).toBe('learner@example.com'));
  });
});

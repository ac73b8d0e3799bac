import { act, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import { currentSessionApi } from './api/currentSession';
import { selectLoggedInEmail } from './authSlice';
import { askAgainDelaysMs, useRestoreSession } from './useRestoreSession';

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

  it('asks again, a little later, when the ask right after going online fails too', async () => {
    mockFetch([]);
    const { store } = renderWithProviders(<Probe />);
    const asked = () => currentSessionApi.endpoints.currentSession.select()(store.getState());
    await waitFor(() => expect(asked().isError).toBe(true));

    let asks = 0;
    mockFetch([
      [
        'GET',
        /\/api\/auth\/me$/,
        () => {
          asks += 1;
          if (asks === 1) throw new TypeError('Failed to fetch');
          return jsonResponse({ loggedIn: true, email: 'learner@example.com', premium: false });
        },
      ],
    ]);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(selectLoggedInEmail(store.getState())).toBe('learner@example.com'), {
      timeout: askAgainDelaysMs[0] + 2_000,
    });
    expect(asks).toBe(2);
  });
});

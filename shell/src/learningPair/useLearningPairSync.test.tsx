import { act, waitFor } from '@testing-library/react';
import { learningPairRestored, selectLearningPair } from '@btb/shared-store';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import { loggedIn } from '@btb/shared-frame';
import { useLearningPairSync } from './useLearningPairSync';

function Probe() {
  useLearningPairSync();
  return null;
}

const progress = (learningPair: unknown) => () => jsonResponse({ learningPair, quizScores: [] });
const pushes = (fetch: jest.Mock) =>
  fetch.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

function renderLoggedIn(pair: string | null) {
  const rendered = renderWithProviders(<Probe />);
  act(() => {
    rendered.store.dispatch(learningPairRestored(pair));
    rendered.store.dispatch(loggedIn('learner@example.com'));
  });
  return rendered;
}

describe('useLearningPairSync', () => {
  beforeEach(() => localStorage.clear());

  it('asks nothing for a visitor who is not logged in', () => {
    const fetch = mockFetch([]);
    renderWithProviders(<Probe />);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("follows the account's pair after login and keeps it in this browser", async () => {
    const fetch = mockFetch([
      ['GET', '/api/progress', progress('DE_EN')],
      ['POST', '/api/progress', progress('DE_EN')],
    ]);
    const { store } = renderLoggedIn('EN_DE');
    await waitFor(() => expect(selectLearningPair(store.getState())).toBe('DE_EN'));
    expect(JSON.parse(localStorage.getItem('btb-learning-pair') ?? 'null')).toBe('DE_EN');
    expect(pushes(fetch)).toEqual([]);
  });

  it("gives this browser's pair to an account without one, and a later choice at once", async () => {
    const fetch = mockFetch([
      ['GET', '/api/progress', progress(null)],
      ['POST', '/api/progress', progress('EN_DE')],
    ]);
    const { store } = renderLoggedIn('EN_DE');
    await waitFor(() => expect(pushes(fetch)).toEqual([{ learningPair: 'EN_DE' }]));
    act(() => void store.dispatch(learningPairRestored('DE_ES')));
    await waitFor(() =>
      expect(pushes(fetch)).toEqual([{ learningPair: 'EN_DE' }, { learningPair: 'DE_ES' }]),
    );
  });

  it('ignores a bad pair from the server and keeps the one chosen here', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = mockFetch([
      ['GET', '/api/progress', progress('<script>')],
      ['POST', '/api/progress', progress('EN_DE')],
    ]);
    const { store } = renderLoggedIn('EN_DE');
    await waitFor(() => expect(pushes(fetch)).toEqual([{ learningPair: 'EN_DE' }]));
    expect(selectLearningPair(store.getState())).toBe('EN_DE');
    warn.mockRestore();
  });
});

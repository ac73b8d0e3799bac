import { useEffect } from 'react';
import { act } from '@testing-library/react';
import { useLocation, useNavigate } from '@btb/shared-router';
import { publishCurrentPage } from '@btb/shared-store';
import { renderWithProviders } from '@btb/shared-testing';
import { consentChosen } from '@btb/shared-frame';
import type { AnalyticsClient } from './AnalyticsClient';
import { AnalyticsTracker } from './AnalyticsTracker';

function renderTracker(route = '/search') {
  const stop = jest.fn();
  const client = { start: jest.fn(() => stop), pageView: jest.fn() };
  let navigate: (to: string) => void = () => {};
  // Stands in for the pages: each names itself as its meta does (`usePageMeta`).
  function Navigator() {
    navigate = useNavigate();
    const { pathname } = useLocation();
    useEffect(() => publishCurrentPage({ path: pathname, name: `Page ${pathname}` }), [pathname]);
    return null;
  }
  const view = renderWithProviders(
    <>
      <AnalyticsTracker client={client as unknown as AnalyticsClient} />
      <Navigator />
    </>,
    { route },
  );
  return { ...view, client, stop, navigate: (to: string) => act(() => navigate(to)) };
}

const accept = () =>
  localStorage.setItem('privacyConsent', JSON.stringify({ choice: 'accepted', decidedAt: 1 }));

describe('AnalyticsTracker', () => {
  beforeEach(() => localStorage.clear());

  it('with consent: starts the client once and reports every page shown, by its name', () => {
    accept();
    const { client, stop, navigate, unmount } = renderTracker();
    navigate('/song/3');
    navigate('/song/3?tab=lyrics');
    expect(client.start).toHaveBeenCalledTimes(1);
    expect(client.pageView.mock.calls).toEqual([
      ['/search', 'Page /search'],
      ['/song/3', 'Page /song/3'],
    ]);
    unmount();
    expect(stop).toHaveBeenCalled();
  });

  it('before any choice: sends nothing and removes analytics keys left from earlier visits', () => {
    localStorage.setItem('analyticsSession', '{"sessionId":"x"}');
    localStorage.setItem('analyticsPageView', '{}');
    localStorage.setItem('likedSongs', '[1]');
    const { client, navigate } = renderTracker();
    navigate('/quiz');
    expect(client.start).not.toHaveBeenCalled();
    expect(client.pageView).not.toHaveBeenCalled();
    expect(localStorage.getItem('analyticsSession')).toBeNull();
    expect(localStorage.getItem('analyticsPageView')).toBeNull();
    expect(localStorage.getItem('likedSongs')).toBe('[1]');
  });

  it('starts at once on accept and stops at once on a later decline', () => {
    const { client, stop, store, navigate } = renderTracker('/');
    act(() => void store.dispatch(consentChosen('accepted')));
    expect(client.start).toHaveBeenCalledTimes(1);
    expect(client.pageView).toHaveBeenLastCalledWith('/', 'Page /');
    localStorage.setItem('analyticsSession', '{}');
    act(() => void store.dispatch(consentChosen('declined')));
    expect(stop).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('analyticsSession')).toBeNull();
    navigate('/search');
    expect(client.pageView).toHaveBeenCalledTimes(1);
  });
});

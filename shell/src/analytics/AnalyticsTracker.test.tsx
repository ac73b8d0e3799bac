import { act } from '@testing-library/react';
import { useNavigate } from '@btb/shared-router';
import { renderWithProviders } from '@btb/shared-testing';
import type { AnalyticsClient } from './AnalyticsClient';
import { AnalyticsTracker } from './AnalyticsTracker';

describe('AnalyticsTracker', () => {
  it('starts the client once and reports every route change', () => {
    const stop = jest.fn();
    const client = { start: jest.fn(() => stop), pageView: jest.fn() };
    let navigate: (to: string) => void = () => {};
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    const { unmount } = renderWithProviders(
      <>
        <AnalyticsTracker client={client as unknown as AnalyticsClient} />
        <Navigator />
      </>,
      { route: '/search' },
    );
    act(() => navigate('/song/3'));
    act(() => navigate('/song/3?tab=lyrics'));
    expect(client.start).toHaveBeenCalledTimes(1);
    expect(client.pageView.mock.calls).toEqual([['/search'], ['/song/3']]);
    unmount();
    expect(stop).toHaveBeenCalled();
  });
});

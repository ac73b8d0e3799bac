import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@btb/shared-i18n';
import { renderWithProviders } from '@btb/shared-testing';
import '../shellNamespace';
import { OfflineBanner } from './OfflineBanner';

function goOffline(offline: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineBanner', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says nothing while online, and tells the learner when the network goes and comes back', async () => {
    await act(() => changeLanguage('en'));
    renderWithProviders(<OfflineBanner />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    goOffline(true);
    expect(status).toHaveTextContent("You're offline.");

    goOffline(false);
    expect(status).toBeEmptyDOMElement();
  });

  it('speaks German', async () => {
    await act(() => changeLanguage('de'));
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('Du bist offline.');
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@btb/shared-i18n';
import { renderWithProviders } from '@btb/shared-testing';
import { PrivacySettingsButton } from './PrivacySettingsButton';
import { ConsentBanner } from './ConsentBanner';
import { selectAnalyticsAllowed } from './consentSlice';

const storedChoice = () => JSON.parse(localStorage.getItem('privacyConsent') ?? 'null') as unknown;

function renderBanner() {
  return renderWithProviders(
    <>
      <ConsentBanner />
      <PrivacySettingsButton />
    </>,
  );
}

describe('ConsentBanner', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => void changeLanguage('en'));
  });

  it('asks on the first visit with two equal choices, announced to screen readers', async () => {
    renderBanner();
    const banner = screen.getByRole('region', { name: 'Your privacy.' });
    expect(banner).toHaveAccessibleDescription(/May we count visits/);
    const accept = screen.getByRole('button', { name: 'Accept' });
    const decline = screen.getByRole('button', { name: 'Decline' });
    expect(accept.className).toBe(decline.className);
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(await screen.findByRole('status')).toHaveTextContent(/Your privacy\. May we count/);
  });

  it('is reachable by keyboard and remembers Decline', async () => {
    const user = userEvent.setup();
    const { store } = renderBanner();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Your privacy.' })).not.toBeInTheDocument();
    expect(storedChoice()).toMatchObject({ choice: 'declined' });
    expect(selectAnalyticsAllowed(store.getState())).toBe(false);
  });

  it('is not shown again once answered, and "Privacy settings" reopens it to change the choice', async () => {
    const user = userEvent.setup();
    localStorage.setItem('privacyConsent', JSON.stringify({ choice: 'accepted', decidedAt: 1 }));
    const { store } = renderBanner();
    expect(screen.queryByRole('region', { name: 'Your privacy.' })).not.toBeInTheDocument();
    expect(selectAnalyticsAllowed(store.getState())).toBe(true);

    const settings = screen.getByRole('button', { name: 'Privacy settings' });
    await user.click(settings);
    const banner = screen.getByRole('region', { name: 'Your privacy.' });
    expect(banner).toHaveFocus();
    expect(banner).toHaveTextContent('Your current choice: accepted.');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(selectAnalyticsAllowed(store.getState())).toBe(false);
    expect(storedChoice()).toMatchObject({ choice: 'declined' });
    expect(settings).toHaveFocus();
  });

  it('treats a damaged stored choice as no choice', () => {
    localStorage.setItem('privacyConsent', '{"choice":"maybe"');
    renderBanner();
    expect(screen.getByRole('region', { name: 'Your privacy.' })).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await act(() => changeLanguage('de'));
    renderBanner();
    expect(screen.getByRole('region', { name: 'Deine Privatsphäre.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Akzeptieren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ablehnen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Datenschutz-Einstellungen' })).toBeInTheDocument();
  });
});

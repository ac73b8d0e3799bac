import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@btb/shared-i18n';
import { playerActions } from '@btb/shared-player';
import { makeStore } from '@btb/shared-store';
import { renderWithProviders } from '@btb/shared-testing';
import '../../songNamespace';
import { RestrictedBadge } from './RestrictedBadge';

describe('the restricted badge near the title', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('says a restricted song is premium content heard as a 20-second preview', () => {
    renderWithProviders(<RestrictedBadge restricted />);
    expect(screen.getByTestId('badge-restricted')).toHaveTextContent(
      'Premium content – only a 20-second preview',
    );
  });

  it('speaks German', async () => {
    await act(() => changeLanguage('de'));
    renderWithProviders(<RestrictedBadge restricted />);
    expect(screen.getByTestId('badge-restricted')).toHaveTextContent(
      'Premium-Inhalt – nur eine 20-Sekunden-Vorschau',
    );
  });

  it('says only "Premium content" to a premium listener, and nothing for other songs', () => {
    const store = makeStore();
    store.dispatch(playerActions.setPremium(true));
    const { unmount } = renderWithProviders(<RestrictedBadge restricted />, { store });
    expect(screen.getByTestId('badge-restricted')).toHaveTextContent(/^Premium content$/);
    unmount();
    renderWithProviders(<RestrictedBadge restricted={false} />);
    expect(screen.queryByTestId('badge-restricted')).not.toBeInTheDocument();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '@btb/shared-i18n';
import { makeStore } from '@btb/shared-store';
import { renderWithProviders } from '@btb/shared-testing';
import { accountContinueApi } from './accountContinueApi';
import { ContinueRow } from './ContinueRow';
import { useContinue } from './useContinue';

jest.mock('./useContinue', () => ({ useContinue: jest.fn() }));
const offer = {
  last: { code: 'DE_EN_A1_B01_L01', name: 'At the café', songId: 2 },
  due: 3,
  next: { code: 'DE_EN_A1_B01_L02', name: 'On the phone' },
};
const withPair = (pair: string | null) => ({
  preloadedState: { learningPair: { pair, chooserOpen: false } },
});

describe('ContinueRow', () => {
  beforeEach(() => act(() => void changeLanguage('en')));

  it('is not there without a chosen pair (the site as SPEC says)', () => {
    jest.mocked(useContinue).mockReturnValue(null);
    renderWithProviders(<ContinueRow />, withPair('none'));
    expect(screen.queryByTestId('continue-row')).not.toBeInTheDocument();
  });

  it('keeps its room while its code and the offer load, then offers each step one tap away', async () => {
    jest.mocked(useContinue).mockReturnValue(null);
    const { rerender } = renderWithProviders(<ContinueRow />, withPair('DE_EN'));
    // The room is there before the tiles' code: three skeletons, busy.
    expect(screen.getByRole('region', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(useContinue).toHaveBeenCalledWith('DE_EN'));
    expect(screen.getByRole('region', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    jest.mocked(useContinue).mockReturnValue(offer);
    rerender(<ContinueRow />);
    expect(await screen.findByRole('link', { name: 'Next song: At the café' })).toHaveAttribute(
      'href',
      '/song/2',
    );
    expect(screen.getByRole('link', { name: '3 reviews due' })).toHaveAttribute('href', '/review');
    expect(screen.getByRole('link', { name: 'Next lesson: On the phone' })).toHaveAttribute(
      'href',
      '/book-overview/DE_EN_A1_B01_L02',
    );
  });

  it("shows the account's offer the server rendered at once, and reads no other", async () => {
    jest.mocked(useContinue).mockReturnValue(null);
    const store = makeStore(withPair('DE_EN').preloadedState);
    await store.dispatch(
      accountContinueApi.util.upsertQueryData('accountContinue', 'DE_EN', { ...offer, due: 1 }),
    );
    renderWithProviders(<ContinueRow />, { store });
    expect(await screen.findByRole('link', { name: '1 review due' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Continue' })).toHaveAttribute('aria-busy', 'false');
    expect(useContinue).toHaveBeenLastCalledWith(null);
  });

  it('speaks German on a German page', async () => {
    await act(() => changeLanguage('de'));
    jest.mocked(useContinue).mockReturnValue({ ...offer, due: 0 });
    renderWithProviders(<ContinueRow />, withPair('DE_EN'));
    expect(screen.getByRole('region', { name: 'Weitermachen' })).toBeInTheDocument();
    expect(await screen.findByText('Keine Wiederholung fällig')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nächste Lektion: On the phone' })).toBeInTheDocument();
  });
});

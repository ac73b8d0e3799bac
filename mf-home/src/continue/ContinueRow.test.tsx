import { act, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '@btb/shared-i18n';
import { makeStore } from '@btb/shared-store';
import { renderWithProviders } from '@btb/shared-testing';
import { accountContinueApi } from './accountContinueApi';
import { ContinueRow } from './ContinueRow';
import { useContinue } from './useContinue';
import { useReturningPair } from './useReturningPair';

jest.mock('./useContinue', () => ({ useContinue: jest.fn() }));
jest.mock('./useReturningPair', () => ({ useReturningPair: jest.fn() }));
const offer = {
  last: { code: 'DE_EN_A1_B01_L01', name: 'At the café', songId: 2 },
  due: 3,
  next: { code: 'DE_EN_A1_B01_L02', name: 'On the phone', songId: 3 },
};
const withPair = (pair: string | null) => ({
  preloadedState: { learningPair: { pair, chooserOpen: false } },
});

describe('ContinueRow', () => {
  beforeEach(() => {
    jest.mocked(useReturningPair).mockReturnValue(null);
    act(() => void changeLanguage('en'));
  });

  it('is not there without a chosen pair (the site as SPEC says)', () => {
    jest.mocked(useContinue).mockReturnValue(null);
    renderWithProviders(<ContinueRow />, withPair('none'));
    expect(screen.queryByTestId('continue-row')).not.toBeInTheDocument();
  });

  it('is there for a returning learner who skipped the question, for the pair last worked on', async () => {
    jest.mocked(useReturningPair).mockReturnValue('DE_EN');
    jest.mocked(useContinue).mockReturnValue(offer);
    renderWithProviders(<ContinueRow />, withPair('none'));
    expect(useReturningPair).toHaveBeenCalledWith(true);
    expect(await screen.findByRole('link', { name: 'Next song: At the café' })).toBeInTheDocument();
    expect(useContinue).toHaveBeenCalledWith('DE_EN');
  });

  it('does not look for another pair when one is chosen', () => {
    jest.mocked(useContinue).mockReturnValue(null);
    renderWithProviders(<ContinueRow />, withPair('EN_DE'));
    expect(useReturningPair).toHaveBeenCalledWith(false);
  });

  it("offers a learner who has not started their first lesson's first song, as a link", async () => {
    jest
      .mocked(useContinue)
      .mockReturnValue({ ...offer, last: null, next: { ...offer.next, songId: 7 } });
    renderWithProviders(<ContinueRow />, withPair('DE_EN'));
    expect(
      await screen.findByRole('link', { name: 'Start with a song of your first lesson' }),
    ).toHaveAttribute('href', '/song/7');
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

  it('offers the first song as a link in German too', async () => {
    await act(() => changeLanguage('de'));
    jest.mocked(useContinue).mockReturnValue({ ...offer, last: null });
    renderWithProviders(<ContinueRow />, withPair('DE_EN'));
    expect(
      await screen.findByRole('link', { name: 'Fang mit einem Song deiner ersten Lektion an' }),
    ).toHaveAttribute('href', '/song/3');
  });
});

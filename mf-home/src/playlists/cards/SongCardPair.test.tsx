import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@btb/shared-i18n';
import { renderWithProviders } from '@btb/shared-testing';
import { playlistSong } from '../../testFixtures';
import { cardFromPlaylistSong } from './cardItem';
import { SongCardInRow } from './songCardInRow';

function renderCard(subject: string, pair: string | null) {
  const item = cardFromPlaylistSong(playlistSong(7, { subject }), '1.2K likes');
  return renderWithProviders(
    <SongCardInRow
      item={item}
      size={{ width: 40, height: 50 }}
      queue={{ tracks: [], source: { kind: 'playlist', name: 'Top' } }}
    />,
    { preloadedState: { learningPair: { pair, chooserOpen: false } } },
  );
}

describe('the pair marker on a home card (issue 34)', () => {
  beforeEach(() => act(() => void changeLanguage('en')));

  it('marks a song of another pair than the learner’s, read as a sentence', () => {
    renderCard('DE_ES', 'DE_EN');
    const marker = screen.getByTestId('pair-marker');
    expect(marker).toHaveTextContent('DE → ES');
    expect(marker).toHaveTextContent('Teaches German to Spanish speakers');
  });

  it('leaves the learner’s own pair, and every song without a chosen pair, unmarked', () => {
    renderCard('DE_EN', 'DE_EN');
    expect(screen.queryByTestId('pair-marker')).not.toBeInTheDocument();
    renderCard('DE_ES', 'none');
    expect(screen.queryByTestId('pair-marker')).not.toBeInTheDocument();
  });

  it('speaks German on a German page', async () => {
    await act(() => changeLanguage('de'));
    renderCard('EN_DE', 'DE_EN');
    expect(screen.getByTestId('pair-marker')).toHaveTextContent(
      'Lehrt Englisch, erklärt auf Deutsch',
    );
  });
});

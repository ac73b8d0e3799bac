import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadKaraoke, playerActions, trackFromSongDetail } from '@btb/shared-player';
import { changeLanguage } from '@btb/shared-i18n';
import { makeStore } from '@btb/shared-store';
import { mockLessonWords, renderWithProviders } from '@btb/shared-testing';
import { songDetailFixture } from '../songDetailFixture';
import { SongLyrics } from './SongLyrics';

const song = songDetailFixture({
  lyrics: '[Strophe 1]\nHallo, hallo\n\n[Refrain]\nTschüss, tschüss\nLa la la',
});

function renderLyrics({ current = true } = {}) {
  mockLessonWords(song.strCode, [{ question: 'hallo', answer: 'hello' }]);
  const store = makeStore();
  if (current) {
    store.dispatch(playerActions.trackSelected(trackFromSongDetail(song)));
  } else {
    store.dispatch(
      playerActions.trackSelected({ id: 99, title: 'Other', creator: 'X', ysnRestricted: 0 }),
    );
  }
  const onPlay = jest.fn();
  renderWithProviders(<SongLyrics song={song} onPlay={onPlay} />, { store });
  return { onPlay };
}

describe('SongLyrics', () => {
  // First: React keeps a lazy part's code once loaded, so a later test could not tell.
  it('shows the word buttons in its first render once the karaoke code is there', async () => {
    // As when the page hydrates: the page's module asked for the code, and it has arrived. A part
    // that still suspended here would wait behind its boundary, where a tap while the page
    // hydrates makes React render it anew (the words the tap aimed at replaced by plain text).
    await act(() => loadKaraoke());
    renderLyrics();
    expect(screen.getAllByTestId('lyric-word')).toHaveLength(4);
  });

  it('keeps headers, blank lines and unsung text, and shows the sung lines as word buttons', async () => {
    renderLyrics();
    const lineTexts = () =>
      Array.from(screen.getByTestId('song-lyrics').children, (line) => line.textContent);
    // The song's German section headers in the page's words.
    const text = ['[Verse 1]', 'Hallo, hallo', '', '[Chorus]', 'Tschüss, tschüss', 'La la la'];
    // The lines read as written (as text, where the karaoke code is not there yet); their words are buttons.
    expect(lineTexts()).toEqual(text);
    const words = await screen.findAllByTestId('lyric-word');
    expect(words.map((word) => word.textContent)).toEqual([
      'Hallo,',
      'hallo',
      'Tschüss,',
      'tschüss',
    ]);
    expect(lineTexts()).toEqual(text);
  });

  it('names the sections in German on a German page', async () => {
    await act(() => changeLanguage('de'));
    try {
      renderLyrics();
      expect(screen.getByText('[Strophe 1]')).toBeInTheDocument();
      expect(screen.getByText('[Refrain]')).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('a word opens its card; "Play this line" starts this song when another one is current', async () => {
    const { onPlay } = renderLyrics({ current: false });
    await userEvent.click(screen.getByRole('button', { name: 'hallo' }));
    const card = await screen.findByRole('dialog', { name: 'hallo' });
    expect(await within(card).findByTestId('word-card-translation')).toHaveTextContent(
      'hallo – hello',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Play this line' }));
    expect(onPlay).toHaveBeenCalledTimes(1);
  });
});

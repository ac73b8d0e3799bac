import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SongDetail } from '@btb/shared-contract';
import { changeLanguage } from '@btb/shared-i18n';
import { selectQueue } from '@btb/shared-player';
import { jsonResponse, mockFetch, renderWithProviders, timedLine } from '@btb/shared-testing';
import { WordLine } from './WordLine';

const lessonCode = 'DE_EN_A1_B01_L01';

const song = (songID: number, lines: string[]): SongDetail => ({
  songID,
  songTitlePublic: `Song ${songID}`,
  songTitle: `Song ${songID} (${lessonCode})`,
  intLikes: 0,
  intPlayed: 0,
  language: 'de',
  genre: 'Pop',
  grade: '',
  strCode: lessonCode,
  imageUrl: '',
  bslBookUrl: '',
  learningContent: '',
  lyrics: lines.join('\n'),
  lyricLines: lines.map((text, index) => timedLine(4 * index + 2, text, `(${text} in English)`)),
  musicStylePrompt: '',
  ysnRestricted: 0,
  creator: 'Lena',
});

function serveSongs() {
  mockFetch([
    [
      'GET',
      `/api/songs/by-code/${lessonCode}`,
      () =>
        jsonResponse(
          [11, 12].map((songID) => ({
            songID,
            songTitlePublic: '',
            songTitle: '',
            imageThumbName: '',
          })),
        ),
    ],
    ['GET', '/api/song/11', () => jsonResponse(song(11, ['Guten Morgen', 'Wie geht es dir']))],
    ['GET', '/api/song/12', () => jsonResponse(song(12, ['Hallo', 'Mein Handy klingelt laut']))],
  ]);
}

afterEach(async () => {
  jest.useRealTimers();
  await act(() => changeLanguage('en'));
});

describe('WordLine', () => {
  it("shows the line of the lesson's songs that sings the word, and plays it from its song", async () => {
    jest.useFakeTimers();
    serveSongs();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store, rerender } = renderWithProviders(
      <WordLine lessonCode={lessonCode} word="das Handy" showTranslation={false} />,
    );
    expect(screen.getByTestId('word-line')).toHaveTextContent(
      'Finding the line this word comes from…',
    );
    const quote = await screen.findByText('Mein Handy klingelt laut');
    expect(quote).toHaveAttribute('lang', 'de');
    expect(screen.getByTestId('word-line')).toHaveTextContent('from “Song 12”');
    expect(screen.queryByText('(Mein Handy klingelt laut in English)')).not.toBeInTheDocument();

    rerender(<WordLine lessonCode={lessonCode} word="das Handy" showTranslation />);
    expect(screen.getByText('(Mein Handy klingelt laut in English)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Play this line: Song 12' }));
    // The line's song is put on to play (the line is then played from its start once it runs).
    expect(selectQueue(store.getState()).map((track) => track.id)).toEqual([12]);
    // The watch of the line gives up when the song never starts (no audio here).
    act(() => jest.advanceTimersByTime(16_000));
  });

  it('says so in German when no song line sings the word', async () => {
    await act(() => changeLanguage('de'));
    serveSongs();
    renderWithProviders(<WordLine lessonCode={lessonCode} word="die Katze" showTranslation />);
    expect(await screen.findByText('Keine Songzeile singt dieses Wort.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

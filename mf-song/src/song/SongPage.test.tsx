import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@btb/shared-i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import SongPage from './SongPage';
import { songDetailFixture } from './songDetailFixture';

const noPodcast = [
  'GET',
  '/api/song/7/podcast-info',
  () => jsonResponse({ hasPodcastInfo: false, soundPath: '' }),
] as const;

function renderSong(route = '/song/7') {
  return renderWithProviders(<SongPage />, { route, path: '/song/:id' });
}

describe('SongPage', () => {
  beforeEach(async () => {
    window.localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('shows loading, then the song with its title as heading and page title', async () => {
    mockFetch([['GET', '/api/song/7', () => jsonResponse(songDetailFixture())], [...noPodcast]]);
    renderSong();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(document.title).toBe('Song Details | Beat to Breakthrough');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hallo und Tschüss Pop' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Hallo und Tschüss Pop | Beat to Breakthrough');
    expect(screen.getByText('SONG')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cover of Hallo und Tschüss Pop' })).toHaveAttribute(
      'src',
      '/api/image/cover-DE_EN_A1_B01_L01.svg',
    );
    expect(screen.getByRole('button', { name: 'Like, 1.2K likes' })).toBeEnabled();
    expect(screen.getByText('56 plays')).toBeInTheDocument();
    expect(screen.getByTestId('badge-language')).toHaveTextContent('DE');
    expect(screen.getByTestId('badge-genre')).toHaveTextContent('Pop');
    expect(screen.getByTestId('badge-grade')).toHaveTextContent('Grade 5');
    expect(screen.getByRole('button', { name: 'Copy code DE_EN_A1_B01_L01' })).toBeInTheDocument();
  });

  it('hides genre and grade badges that are "0" or empty', async () => {
    mockFetch([
      ['GET', '/api/song/7', () => jsonResponse(songDetailFixture({ genre: '0', grade: '' }))],
      [...noPodcast],
    ]);
    renderSong();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('badge-genre')).not.toBeInTheDocument();
    expect(screen.queryByTestId('badge-grade')).not.toBeInTheDocument();
    expect(screen.getByTestId('badge-language')).toBeInTheDocument();
  });

  it('shows the music-note placeholder when the cover fails to load', async () => {
    mockFetch([['GET', '/api/song/7', () => jsonResponse(songDetailFixture())], [...noPodcast]]);
    renderSong();
    const cover = await screen.findByRole('img', { name: 'Cover of Hallo und Tschüss Pop' });
    fireEvent.error(cover);
    const placeholder = within(screen.getByTestId('song-cover')).getByRole('img');
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder).toHaveAccessibleName('Cover of Hallo und Tschüss Pop');
  });

  it('shows the three text sections, the book download and the quiz link', async () => {
    mockFetch([['GET', '/api/song/7', () => jsonResponse(songDetailFixture())], [...noPodcast]]);
    renderSong();
    expect(await screen.findByRole('heading', { name: "What you'll learn" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lyrics' })).toBeInTheDocument();
    // The sung lines come as words to tap.
    const lyrics = screen.getAllByTestId('song-lyric-line');
    expect(lyrics.map((line) => line.textContent)).toEqual(['Hallo, hallo', 'Tschüss, tschüss']);
    expect(within(lyrics[1] as HTMLElement).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Music Style' })).toBeInTheDocument();
    const book = screen.getByRole('link', { name: /Download book/ });
    expect(book).toHaveAttribute('href', '/api/books/DE_EN_A1_B01.html');
    expect(book).toHaveAttribute('target', '_blank');
    expect(book.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Start quiz' })).toHaveAttribute(
      'href',
      '/quiz?code=DE_EN_A1_B01_L01',
    );
  });

  it('leaves out the book and quiz buttons when there is no book URL or code', async () => {
    mockFetch([
      [
        'GET',
        '/api/song/7',
        () => jsonResponse(songDetailFixture({ bslBookUrl: '', strCode: '' })),
      ],
      [...noPodcast],
    ]);
    renderSong();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /Download book/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start quiz' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Copy code/ })).not.toBeInTheDocument();
  });

  it('says "Song not found" for an unknown id', async () => {
    mockFetch([['GET', '/api/song/7', () => jsonResponse({ message: 'Song not found' }, 404)]]);
    renderSong();
    expect(await screen.findByRole('alert')).toHaveTextContent('Song not found');
  });

  it('says "Song not found" for a non-numeric id without asking the server', () => {
    const fetchMock = mockFetch([]);
    renderSong('/song/abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Song not found');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    mockFetch([['GET', '/api/song/7', () => jsonResponse(songDetailFixture())], [...noPodcast]]);
    renderSong();
    expect(screen.getByText('Wird geladen...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Was du lernst' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Link teilen/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Abspielen/ })).toBeInTheDocument();
    expect(screen.getByTestId('badge-grade')).toHaveTextContent('Klasse 5');
  });

  it("gives the music style in the page's words: the English prompt only on English pages", async () => {
    const song = songDetailFixture({
      musicStylePrompt: 'Pop, 110 BPM, bright synth chords, clear female vocals',
      musicStyle: { genre: 'Pop', bpm: 110, voice: 'female' },
    });
    mockFetch([['GET', '/api/song/7', () => jsonResponse(song)], [...noPodcast]]);
    await i18n.changeLanguage('de');
    const { unmount } = renderSong();
    const style = (await screen.findByRole('heading', { name: 'Musikstil' })).closest('section');
    expect(style).toHaveTextContent('Pop, 110 BPM, gesungen von einer Frau');
    expect(style).not.toHaveTextContent('bright synth');
    unmount();
    await i18n.changeLanguage('en');
    renderSong();
    const english = (await screen.findByRole('heading', { name: 'Music Style' })).closest(
      'section',
    );
    expect(english).toHaveTextContent('bright synth chords, clear female vocals');
  });

  it('likes the song once and shows the server count', async () => {
    const fetchMock = mockFetch([
      ['GET', '/api/song/7', () => jsonResponse(songDetailFixture({ intLikes: 9 }))],
      [...noPodcast],
      ['POST', '/api/content/7/like', () => jsonResponse({ likes: 10 })],
    ]);
    renderSong();
    await userEvent.click(await screen.findByRole('button', { name: 'Like, 9 likes' }));
    const liked = await screen.findByRole('button', { name: 'Liked, 10 likes' });
    expect(liked).toHaveAttribute('aria-disabled', 'true');
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    // Focus stays on it, and pressing it again sends no second like.
    expect(liked).toHaveFocus();
    await userEvent.click(liked);
    const likeCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/content/7/like'));
    expect(likeCalls()).toHaveLength(1);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@btb/shared-i18n';
import { selectQueue } from '@btb/shared-player';
import { jsonResponse, mockFetch } from '@btb/shared-testing';
import { bookOverviewFixture } from './bookOverviewFixture';
import { button, overviewRoute, renderOverview, songsRoute } from './bookOverviewTestbed';

describe('BookOverviewPage', () => {
  beforeEach(async () => {
    window.sessionStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('shows the header, then the levels with A1 open by default', async () => {
    mockFetch([[...overviewRoute]]);
    renderOverview();
    expect(screen.getByRole('heading', { level: 1, name: 'Book Overview' })).toBeInTheDocument();
    expect(screen.getByText('DE_EN')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(document.title).toBe('Book Overview | Beat to Breakthrough');

    const a1 = await screen.findByRole('button', { name: /Level A1/ });
    expect(a1).toHaveAttribute('aria-expanded', 'true');
    expect(a1).toHaveTextContent('2 books');
    expect(button(/Level A2/)).toHaveAttribute('aria-expanded', 'false');
    expect(button(/Level A2/)).toHaveTextContent('1 book');
    // A1's books are listed: by name, or by internal code when unnamed.
    expect(button(/^Erste Schritte/)).toHaveTextContent('2 lessons');
    expect(button(/DE_EN_A1_B02/)).toHaveTextContent('0 lessons');
    expect(screen.queryByRole('button', { name: /Unterwegs/ })).not.toBeInTheDocument();
  });

  it("opens a book and a lesson's learning content", async () => {
    mockFetch([[...overviewRoute]]);
    renderOverview();
    await userEvent.click(await screen.findByRole('button', { name: /^Erste Schritte/ }));
    expect(
      screen.getByRole('heading', { level: 4, name: 'Hallo und Tschüss' }),
    ).toBeInTheDocument();
    // A lesson without a name shows its code.
    expect(screen.getByRole('heading', { level: 4, name: 'DE_EN_A1_B01_L02' })).toBeInTheDocument();

    const content = button('Learning Content: Hallo und Tschüss');
    expect(content).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(content);
    expect(content).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Greetings and goodbyes.')).toBeInTheDocument();

    await userEvent.click(button('Learning Content: DE_EN_A1_B01_L02'));
    expect(screen.getByText('No content found')).toBeInTheDocument();
  });

  it('links a lesson straight to its song, without opening Music; a lesson without one is text', async () => {
    mockFetch([[...overviewRoute]]);
    renderOverview();
    await userEvent.click(await screen.findByRole('button', { name: /^Erste Schritte/ }));
    const lesson = screen.getByRole('heading', { level: 4, name: 'Hallo und Tschüss' });
    expect(within(lesson).getByRole('link', { name: 'Hallo und Tschüss' })).toHaveAttribute(
      'href',
      '/song/7',
    );
    expect(button('Music: Hallo und Tschüss')).toHaveAttribute('aria-expanded', 'false');
    const withoutSongs = screen.getByRole('heading', { level: 4, name: 'DE_EN_A1_B01_L02' });
    expect(within(withoutSongs).queryByRole('link')).not.toBeInTheDocument();
  });

  it("lists a lesson's songs and plays one with the lesson's songs as the queue", async () => {
    const fetchMock = mockFetch([[...overviewRoute], [...songsRoute]]);
    const { store } = renderOverview();
    await userEvent.click(await screen.findByRole('button', { name: /^Erste Schritte/ }));
    const music = button('Music: Hallo und Tschüss');
    await userEvent.click(music);
    expect(music).toHaveAttribute('aria-expanded', 'true');

    const list = await screen.findByRole('list', { name: 'Songs of Hallo und Tschüss' });
    expect(within(list).getByRole('link', { name: 'Hallo Pop' })).toHaveAttribute(
      'href',
      '/song/7',
    );
    expect(within(list).getByRole('link', { name: 'Tschüss Rock' })).toHaveAttribute(
      'href',
      '/song/8',
    );
    expect(list.querySelector('img')).toHaveAttribute(
      'src',
      '/api/image/thumb-DE_EN_A1_B01_L01.svg',
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/songs/by-code/DE_EN_A1_B01_L01',
      expect.anything(),
    );

    await userEvent.click(within(list).getByRole('button', { name: 'Play Tschüss Rock' }));
    expect(selectQueue(store.getState()).map((track) => [track.id, track.title])).toEqual([
      [7, 'Hallo Pop'],
      [8, 'Tschüss Rock'],
    ]);
  });

  it('says when a lesson has no songs', async () => {
    mockFetch([
      [...overviewRoute],
      ['GET', '/api/songs/by-code/DE_EN_A1_B01_L02', () => jsonResponse([])],
    ]);
    renderOverview();
    await userEvent.click(await screen.findByRole('button', { name: /^Erste Schritte/ }));
    await userEvent.click(button('Music: DE_EN_A1_B01_L02'));
    expect(await screen.findByText('No songs available')).toBeInTheDocument();
  });

  it('says "No content found" for an unknown or invalid code, or an empty plan', async () => {
    mockFetch([
      ['GET', '/api/book-overview/XX_YY', () => jsonResponse({ message: 'Not found' }, 404)],
      ['GET', '/api/book-overview/EMPTY', () => jsonResponse({ levels: [] })],
    ]);
    const unknown = renderOverview('/book-overview/XX_YY');
    expect(await screen.findByText('No content found')).toBeInTheDocument();
    unknown.unmount();
    const empty = renderOverview('/book-overview/EMPTY');
    expect(await screen.findByText('No content found')).toBeInTheDocument();
    empty.unmount();
    renderOverview('/book-overview/%3Cscript%3E');
    expect(screen.getByText('No content found')).toBeInTheDocument();
  });

  it("opens a lesson's code as its plan with that lesson's level, book and content open, in view", async () => {
    const withA2Lesson = {
      levels: [
        bookOverviewFixture.levels[0]!,
        {
          level: 'A2',
          books: [
            {
              id: 21,
              bookName: 'Unterwegs',
              internCode: 'DE_EN_A2_B01',
              sequences: [
                {
                  llcSID: 211,
                  sequenceName: 'Am Bahnhof',
                  strCode: 'DE_EN_A2_B01_L03',
                  learningContent: 'Tickets and trains.',
                },
              ],
            },
          ],
        },
      ],
    };
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      mockFetch([['GET', '/api/book-overview/DE_EN', () => jsonResponse(withA2Lesson)]]);
      renderOverview('/book-overview/DE_EN_A2_B01_L03');
      expect(await screen.findByText('Tickets and trains.')).toBeInTheDocument();
      expect(button(/Level A2/)).toHaveAttribute('aria-expanded', 'true');
      expect(button(/^Unterwegs/)).toHaveAttribute('aria-expanded', 'true');
      expect(button('Learning Content: Am Bahnhof')).toHaveAttribute('aria-expanded', 'true');
      expect(scrolled).toEqual([
        screen.getByRole('heading', { level: 4, name: 'Am Bahnhof' }).closest('li'),
      ]);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('says "No content found" for a lesson\'s code its plan does not have', async () => {
    mockFetch([[...overviewRoute]]);
    renderOverview('/book-overview/DE_EN_A1_B01_L09');
    expect(await screen.findByText('No content found')).toBeInTheDocument();
  });

  it('shows an error with a retry when the plan cannot be loaded', async () => {
    let fail = true;
    mockFetch([
      [
        'GET',
        '/api/book-overview/DE_EN',
        () => (fail ? jsonResponse({ message: 'boom' }, 500) : jsonResponse(bookOverviewFixture)),
      ],
    ]);
    renderOverview();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading the overview. Please try again.',
    );
    fail = false;
    await userEvent.click(button('Try again'));
    expect(await screen.findByRole('button', { name: /Level A1/ })).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    mockFetch([
      [...overviewRoute],
      ['GET', '/api/songs/by-code/DE_EN_A1_B01_L02', () => jsonResponse([])],
    ]);
    renderOverview();
    expect(screen.getByRole('heading', { level: 1, name: 'Buchübersicht' })).toBeInTheDocument();
    expect(document.title).toBe('Buchübersicht | Beat to Breakthrough');
    expect(await screen.findByRole('button', { name: /Niveau A1/ })).toHaveTextContent('2 Bücher');
    await userEvent.click(button(/^Erste Schritte/));
    await userEvent.click(button('Lerninhalt: DE_EN_A1_B01_L02'));
    expect(screen.getByText('Keine Inhalte gefunden')).toBeInTheDocument();
    await userEvent.click(button('Musik: DE_EN_A1_B01_L02'));
    expect(await screen.findByText('Keine Songs verfügbar')).toBeInTheDocument();
  });
});

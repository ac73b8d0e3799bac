import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@btb/shared-i18n';
import { renderWithProviders } from '@btb/shared-testing';
import { songDetailFixture } from '../songDetailFixture';
import { LyricsLink } from './LyricsLink';
import { SongSections } from './SongSections';

const song = songDetailFixture();

const scrolled = jest.fn();

describe('To the lyrics', () => {
  // jsdom lays nothing out, and has no scrollIntoView.
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrolled;
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    return act(() => changeLanguage('en'));
  });

  it('takes the learner to the lyrics’ heading, which gets the focus', async () => {
    renderWithProviders(
      <>
        <LyricsLink />
        <SongSections song={song} />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'To the lyrics' }));
    const heading = screen.getByRole('heading', { name: 'Lyrics' });
    expect(scrolled.mock.contexts).toEqual([heading]);
    expect(heading).toHaveFocus();
  });

  it('speaks German', async () => {
    renderWithProviders(<LyricsLink />);
    await act(() => changeLanguage('de'));
    expect(screen.getByRole('link', { name: 'Zum Songtext' })).toHaveAttribute(
      'href',
      '#song-section-lyrics',
    );
  });
});

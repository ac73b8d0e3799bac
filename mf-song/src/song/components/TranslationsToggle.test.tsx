import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@btb/shared-i18n';
import { renderWithProviders } from '@btb/shared-testing';
import { songDetailFixture } from '../songDetailFixture';
import { SongSections } from './SongSections';

const song = songDetailFixture();
const translations = () =>
  screen.queryAllByTestId('song-lyric-translation').map((line) => line.textContent);

describe('Show translations', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => act(() => changeLanguage('en')));

  it('shows each line’s meaning under it, and hides it again', async () => {
    renderWithProviders(<SongSections song={song} />);
    const toggle = screen.getByRole('button', { name: 'Show translations' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(translations()).toEqual([]);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(translations()).toEqual(['Hello, hello', 'Bye, bye']);
    await userEvent.click(toggle);
    expect(translations()).toEqual([]);
  });

  it('is remembered for the next visit', async () => {
    const first = renderWithProviders(<SongSections song={song} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show translations' }));
    first.unmount();
    renderWithProviders(<SongSections song={song} />);
    expect(screen.getByRole('button', { name: 'Show translations' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(translations()).toEqual(['Hello, hello', 'Bye, bye']);
  });

  it('stays off on a stored value it cannot read', () => {
    localStorage.setItem('songLyricTranslations', '{broken');
    renderWithProviders(<SongSections song={song} />);
    expect(screen.getByRole('button', { name: 'Show translations' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(translations()).toEqual([]);
  });

  it('speaks German', async () => {
    renderWithProviders(<SongSections song={song} />);
    await act(() => changeLanguage('de'));
    expect(screen.getByRole('button', { name: 'Übersetzungen zeigen' })).toBeInTheDocument();
  });
});

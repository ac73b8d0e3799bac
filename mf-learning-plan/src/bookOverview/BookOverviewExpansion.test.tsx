import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@btb/shared-testing';
import { button, overviewRoute, renderOverview, songsRoute } from './bookOverviewTestbed';
import { expansionStorageKey } from './expansion/expansionState';

describe('BookOverviewPage expansion memory', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('remembers open panels per code and restores them, fetching the music again', async () => {
    const fetchMock = mockFetch([[...overviewRoute], [...songsRoute]]);
    const first = renderOverview();
    await userEvent.click(await screen.findByRole('button', { name: /Level A2/ }));
    await userEvent.click(button(/^Erste Schritte/));
    await userEvent.click(button('Learning Content: Hallo und Tschüss'));
    await userEvent.click(button('Music: Hallo und Tschüss'));
    await screen.findByRole('link', { name: 'Hallo Pop' });
    expect(JSON.parse(window.sessionStorage.getItem(expansionStorageKey('DE_EN')) ?? '')).toEqual({
      levels: ['A1', 'A2'],
      books: ['11'],
      lessons: ['101'],
      music: ['101'],
    });
    first.unmount();

    // A new page load: a fresh store, so nothing is cached.
    fetchMock.mockClear();
    renderOverview();
    expect(await screen.findByRole('button', { name: /Level A2/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(button(/^Erste Schritte/)).toHaveAttribute('aria-expanded', 'true');
    expect(button('Learning Content: Hallo und Tschüss')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Music: Hallo und Tschüss')).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Hallo Pop' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/songs/by-code/DE_EN_A1_B01_L01',
      expect.anything(),
    );
  });

  it('keeps a collapsed A1 collapsed, and ignores what another code stored', async () => {
    window.sessionStorage.setItem(
      expansionStorageKey('DE_EN'),
      JSON.stringify({ levels: [], books: [], lessons: [], music: [] }),
    );
    window.sessionStorage.setItem(
      expansionStorageKey('EN_DE'),
      JSON.stringify({ levels: ['A2'], books: [], lessons: [], music: [] }),
    );
    mockFetch([[...overviewRoute]]);
    renderOverview();
    expect(await screen.findByRole('button', { name: /Level A1/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(button(/Level A2/)).toHaveAttribute('aria-expanded', 'false');
  });

  it('falls back to the default when the stored state is damaged', async () => {
    window.sessionStorage.setItem(expansionStorageKey('DE_EN'), '{"levels": 5');
    mockFetch([[...overviewRoute]]);
    renderOverview();
    expect(await screen.findByRole('button', { name: /Level A1/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

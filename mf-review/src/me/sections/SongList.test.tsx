import { act, screen } from '@testing-library/react';
import { i18n } from '@btb/shared-i18n';
import { renderWithProviders } from '@btb/shared-testing';
import { SongList } from './SongList';

const heard = [{ id: 7, title: 'Guten Morgen', creator: 'Lena', at: '2026-11-23T09:30:00.000Z' }];

function renderList(songs = heard) {
  return renderWithProviders(
    <SongList id="my-heard-songs" title="Heard" empty="No song heard yet." songs={songs} />,
  );
}

describe('SongList', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('lists each song with a link to its page and when it was heard, in the reader’s language', async () => {
    renderList();
    expect(screen.getByRole('link', { name: 'Guten Morgen' })).toHaveAttribute('href', '/song/7');
    const time = screen.getByText((_, element) => element?.tagName === 'TIME');
    expect(time).toHaveAttribute('dateTime', heard[0]?.at);
    expect(time.textContent).toMatch(/Nov 23, 2026/);
    await act(() => i18n.changeLanguage('de'));
    expect(time.textContent).toMatch(/23\.11\.2026/);
  });

  it('says so when there is no song', () => {
    renderList([]);
    expect(screen.getByText('No song heard yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

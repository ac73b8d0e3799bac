import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectQueue } from '@btb/shared-player';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import { songDetailFixture } from '../songDetailFixture';
import { SongActions } from './SongActions';

describe('SongActions', () => {
  it('"Play this lesson" shows the song’s creator in the bar, not the lesson code', async () => {
    const song = songDetailFixture();
    mockFetch([
      [
        'GET',
        `/api/songs/by-code/${song.strCode}`,
        () =>
          jsonResponse([
            {
              songID: song.songID,
              songTitlePublic: song.songTitlePublic,
              songTitle: song.songTitle,
              imageThumbName: 'thumb-7.svg',
            },
          ]),
      ],
    ]);
    const { store } = renderWithProviders(
      <SongActions song={song} title={song.songTitlePublic} playing={false} onPlay={() => {}} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Play this lesson/ }));
    await waitFor(() =>
      expect(selectQueue(store.getState())).toEqual([
        expect.objectContaining({ id: song.songID, creator: song.creator }),
      ]),
    );
  });
});

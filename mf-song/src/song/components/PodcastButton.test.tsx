import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectQueue } from '@btb/shared-player';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import { songDetailFixture } from '../songDetailFixture';
import { PodcastButton } from './PodcastButton';

const song = songDetailFixture();

describe('PodcastButton', () => {
  it('plays the podcast as its own track when the song has one', async () => {
    mockFetch([
      [
        'GET',
        '/api/song/7/podcast-info',
        () => jsonResponse({ hasPodcastInfo: true, soundPath: 'podcast-DE_EN_A1_B01_L01.wav' }),
      ],
    ]);
    const { store } = renderWithProviders(<PodcastButton song={song} title="Hallo Pop" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Podcast-Info' }));
    expect(selectQueue(store.getState())).toEqual([
      expect.objectContaining({
        title: 'Podcast-Info: Hallo Pop',
        podcastFileName: 'podcast-DE_EN_A1_B01_L01.wav',
      }),
    ]);
    expect(selectQueue(store.getState())[0]?.id).not.toBe(song.songID);
  });

  it.each([
    ['has no podcast info', () => jsonResponse({ hasPodcastInfo: false, soundPath: '' })],
    ['has no sound file', () => jsonResponse({ hasPodcastInfo: true, soundPath: '' })],
    ['cannot be asked', () => jsonResponse({ message: 'boom' }, 500)],
  ])('is not shown when the song %s', async (_case, respond) => {
    mockFetch([['GET', '/api/song/7/podcast-info', respond]]);
    const { store } = renderWithProviders(<PodcastButton song={song} title="Hallo Pop" />);
    await waitFor(() => {
      const queries = Object.values(store.getState().api.queries);
      expect(queries.length).toBe(1);
      expect(queries[0]?.status).toMatch(/fulfilled|rejected/);
    });
    expect(screen.queryByRole('button', { name: 'Podcast-Info' })).not.toBeInTheDocument();
  });
});

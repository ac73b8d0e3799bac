import { makeStore } from '@btb/shared-store';
import { playerActions, selectPlayer } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import { FakeMediaElement } from './FakeMediaElement';
import { startEngineOnFirstCommand } from './startEngineOnFirstCommand';

const song: PlayerTrack = { id: 5, title: 'Hallo', creator: 'Lena', ysnRestricted: 0 };

function setup() {
  const store = makeStore();
  const media = new FakeMediaElement();
  const fetchStreamUrl = jest.fn((track: PlayerTrack) =>
    Promise.resolve(`/media/song-${track.id}.wav`),
  );
  const stop = startEngineOnFirstCommand({
    media,
    dispatch: store.dispatch,
    getState: () => selectPlayer(store.getState()),
    fetchStreamUrl,
    countAutoPlay: () => {},
  });
  return { store, media, fetchStreamUrl, stop };
}

/** Until the engine's module has loaded and the stream URL has arrived. */
const waitFor = async (done: () => boolean) => {
  for (let i = 0; i < 50 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('startEngineOnFirstCommand', () => {
  it('touches nothing before the first command', async () => {
    const { media, fetchStreamUrl, stop } = setup();
    await waitFor(() => false);
    expect(media.src).toBe('');
    expect(fetchStreamUrl).not.toHaveBeenCalled();
    stop();
  });

  it('loads the engine on the first play and carries that play out', async () => {
    const { store, media, fetchStreamUrl, stop } = setup();
    store.dispatch(playerActions.play(song));
    await waitFor(() => media.src !== '');
    expect(fetchStreamUrl).toHaveBeenCalledWith(song, expect.any(AbortSignal), 'song');
    expect(media.src).toBe('/media/song-5.wav');
    expect(selectPlayer(store.getState()).currentTrack).toEqual(song);
    stop();
  });

  it("asks for the first track's stream URL while the engine's code loads, once", async () => {
    const { store, media, fetchStreamUrl, stop } = setup();
    store.dispatch(playerActions.play(song));
    // Before the engine's module has arrived.
    expect(fetchStreamUrl).toHaveBeenCalledTimes(1);
    expect(fetchStreamUrl).toHaveBeenCalledWith(song, expect.any(AbortSignal), 'song');
    await waitFor(() => media.src !== '');
    expect(media.src).toBe('/media/song-5.wav');
    expect(fetchStreamUrl).toHaveBeenCalledTimes(1);

    // The next track is asked for as before, and so is the first one played again later.
    const other = { ...song, id: 6 };
    store.dispatch(playerActions.play(other));
    await waitFor(() => media.src === '/media/song-6.wav');
    store.dispatch(playerActions.play(song));
    await waitFor(() => media.src === '/media/song-5.wav');
    expect(fetchStreamUrl.mock.calls.map(([track]) => track.id)).toEqual([5, 6, 5]);
    stop();
  });

  it('does not ask early for a command that plays no new track', async () => {
    const { store, fetchStreamUrl, stop } = setup();
    store.dispatch(playerActions.setVolume(0.5));
    expect(fetchStreamUrl).not.toHaveBeenCalled();
    stop();
  });

  it('does nothing once stopped while the engine was loading', async () => {
    const { store, media, fetchStreamUrl, stop } = setup();
    store.dispatch(playerActions.play(song));
    stop();
    await waitFor(() => false);
    // Only the early ask for its URL went out; nothing plays.
    expect(fetchStreamUrl).toHaveBeenCalledTimes(1);
    expect(media.src).toBe('');
  });
});

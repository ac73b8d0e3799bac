import type { AudioPart } from '@btb/shared-contract';
import { selectCurrentToast } from '@btb/shared-store';
import { NotAvailableOfflineError } from '../offline/savedStream';
import { playerActions } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import { startTestEngine, stopTestEngines, testTrack } from './testEngine';

const song = testTrack;

const urlOf = (track: PlayerTrack, _signal: AbortSignal, part: AudioPart) =>
  Promise.resolve(
    track.podcastFileName
      ? `/media/${track.podcastFileName}`
      : `/media/song-${track.id}${part === 'instrumental' ? '-instrumental' : ''}.mp3`,
  );

function setup() {
  const { store, media, fetchUrl, player } = startTestEngine(urlOf);
  const switchTo = async (on: boolean) => {
    store.dispatch(playerActions.setSingAlong(on));
    await settle();
    media.buffer();
    await settle();
  };
  return { store, media, fetchUrl, player, switchTo };
}

afterEach(stopTestEngines);
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const settle = () => jest.advanceTimersByTimeAsync(0);

/** Plays `track` through the whole autoplay sequence. */
async function startPlaying(context: ReturnType<typeof setup>, track: PlayerTrack) {
  context.store.dispatch(playerActions.play(track));
  await settle();
  context.media.buffer();
  await jest.advanceTimersByTimeAsync(200);
}

describe('sing along: switching the song that plays', () => {
  it('goes on from the instrumental at the same place and speed, still playing', async () => {
    const context = setup();
    const { media, store, player } = context;
    await startPlaying(context, song(3));
    store.dispatch(playerActions.setSpeed(0.75));
    media.reach(42.5);

    await context.switchTo(true);
    expect(context.fetchUrl).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 3 }),
      expect.anything(),
      'instrumental',
    );
    expect(media.src).toBe('/media/song-3-instrumental.mp3');
    expect(media.currentTime).toBe(42.5);
    expect(media.paused).toBe(false);
    expect(media.playbackRate).toBe(0.75);
    expect(player()).toMatchObject({ singAlong: true, isPlaying: true, currentTime: 42.5 });

    media.reach(50.2);
    await context.switchTo(false);
    expect(media.src).toBe('/media/song-3.mp3');
    expect(media.currentTime).toBe(50.2);
    expect(media.playbackRate).toBe(0.75);
    expect(player()).toMatchObject({ singAlong: false, isPlaying: true });
  });

  it('stays paused when switched while paused', async () => {
    const context = setup();
    await startPlaying(context, song(3));
    context.media.reach(12);
    context.store.dispatch(playerActions.pause());
    const plays = context.media.playCalls;

    await context.switchTo(true);
    expect(context.media.src).toBe('/media/song-3-instrumental.mp3');
    expect(context.media.currentTime).toBe(12);
    expect(context.media.paused).toBe(true);
    expect(context.media.playCalls).toBe(plays);
    expect(context.player().isPlaying).toBe(false);
  });

  it('applies to the next songs until switched off; podcasts ignore it', async () => {
    const context = setup();
    context.store.dispatch(playerActions.setSingAlong(true));
    await startPlaying(context, song(4));
    expect(context.media.src).toBe('/media/song-4-instrumental.mp3');

    await startPlaying(context, song(5, { podcastFileName: 'podcast-5.mp3' }));
    expect(context.fetchUrl).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 5 }),
      expect.anything(),
      'song',
    );
    expect(context.media.src).toBe('/media/podcast-5.mp3');
    const loads = context.media.loadCalls;
    await context.switchTo(false);
    expect(context.media.loadCalls).toBe(loads); // the podcast plays on untouched
  });

  it('loads nothing when no song has been loaded yet', async () => {
    const context = setup();
    await context.switchTo(true);
    expect(context.fetchUrl).not.toHaveBeenCalled();
    expect(context.media.src).toBe('');
  });

  it('plays the song with the voice, says why and shows the switch off when offline', async () => {
    const context = setup();
    context.fetchUrl.mockImplementation((track, signal, part) =>
      part === 'instrumental'
        ? Promise.reject(new NotAvailableOfflineError(track.id))
        : urlOf(track, signal, part),
    );
    await startPlaying(context, song(6));
    context.media.reach(8);

    await context.switchTo(true);
    expect(context.media.src).toBe('/media/song-6.mp3');
    expect(context.media.currentTime).toBe(8);
    expect(context.player()).toMatchObject({ singAlong: false, isPlaying: true });
    expect(selectCurrentToast(context.store.getState())).toMatchObject({
      title: 'Sing along is not available',
      description: expect.stringContaining('connection'),
    });
  });
});

import { playerActions } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import { mediaError } from './FakeMediaElement';
import { startTestEngine, stopTestEngines, testTrack } from './testEngine';

const track = testTrack;

const setup = (fetchStreamUrl = (t: PlayerTrack) => Promise.resolve(`/media/song-${t.id}.wav`)) =>
  startTestEngine(fetchStreamUrl);

afterEach(stopTestEngines);

/** Lets the stream URL promise settle. */
const settle = () => jest.advanceTimersByTimeAsync(0);

/** Starts `t` and plays it through the whole autoplay sequence. */
async function startPlaying(context: ReturnType<typeof setup>, t: PlayerTrack) {
  const loading = context.engine.select(t);
  await settle();
  context.media.buffer();
  await jest.advanceTimersByTimeAsync(200);
  await loading;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('PlayerEngine: selecting a new track', () => {
  it('stops and resets the current track, clears its stream URL and marks loading', async () => {
    const context = setup();
    await startPlaying(context, track(1));
    context.media.reach(42);
    context.fetchUrl.mockImplementationOnce(() => new Promise<string>(() => {}));
    void context.engine.select(track(2));

    expect(context.media.paused).toBe(true);
    expect(context.media.currentTime).toBe(0);
    expect(context.media.src).toBe('');
    expect(context.player()).toMatchObject({
      currentTrack: { id: 2 },
      isLoading: true,
      isPlaying: false,
      currentTime: 0,
    });
  });

  it('fetches the stream URL, loads it, waits 200 ms and for buffered data, then plays', async () => {
    const { engine, media, fetchUrl, player } = setup();
    void engine.select(track(7));
    expect(fetchUrl).toHaveBeenCalledWith(
      expect.objectContaining({ id: 7 }),
      expect.anything(),
      'song',
    );

    await settle();
    expect(media.src).toBe('/media/song-7.wav');
    expect(media.loadCalls).toBe(2); // once to clear the old source, once for the new one

    media.readyState = 4; // already buffered, but the 200 ms pause still comes first
    await jest.advanceTimersByTimeAsync(199);
    expect(media.playCalls).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(media.playCalls).toBe(1);
    expect(player()).toMatchObject({ isPlaying: true, isLoading: false });
  });

  it('waits for enough buffered data before playing', async () => {
    const { engine, media, player } = setup();
    void engine.select(track(7));
    await settle();
    await jest.advanceTimersByTimeAsync(1500);
    expect(media.playCalls).toBe(0);
    expect(player().isLoading).toBe(true);

    media.buffer(180);
    await settle();
    expect(media.playCalls).toBe(1);
    expect(player()).toMatchObject({ isPlaying: true, duration: 180 });
  });

  it('tries to play after 5 s even when the data never arrives', async () => {
    const { engine, media, player } = setup();
    void engine.select(track(7));
    await settle();
    await jest.advanceTimersByTimeAsync(200 + 4999);
    expect(media.playCalls).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(media.playCalls).toBe(1);
    expect(player().isPlaying).toBe(true);
  });

  it('stays paused when the browser refuses autoplay, and plays on the next toggle', async () => {
    const context = setup();
    context.media.playOutcome = () => Promise.reject(mediaError('NotAllowedError'));
    await startPlaying(context, track(3));
    expect(context.player()).toMatchObject({ isPlaying: false, isLoading: false });
    expect(context.log).not.toHaveBeenCalled();

    context.media.playOutcome = () => Promise.resolve();
    context.engine.toggle();
    await settle();
    expect(context.player().isPlaying).toBe(true);
  });

  it('uses the podcast file name for podcast tracks', async () => {
    const { engine, fetchUrl } = setup();
    void engine.select(track(3, { podcastFileName: 'podcast-3.wav' }));
    expect(fetchUrl.mock.calls[0]?.[0]).toMatchObject({ podcastFileName: 'podcast-3.wav' });
  });
});

describe('PlayerEngine: superseded loads', () => {
  it('never plays a track whose stream URL arrives after another track was picked', async () => {
    let answerFirst: (url: string) => void = () => {};
    const context = setup();
    context.fetchUrl.mockImplementationOnce(
      () => new Promise<string>((resolve) => (answerFirst = resolve)),
    );
    void context.engine.select(track(1));
    const second = context.engine.select(track(2));
    await settle();
    answerFirst('/media/song-1.wav');
    await settle();
    context.media.buffer();
    await jest.advanceTimersByTimeAsync(200);
    await second;

    expect(context.media.src).toBe('/media/song-2.wav');
    expect(context.media.playCalls).toBe(1);
    expect(context.player()).toMatchObject({ currentTrack: { id: 2 }, isPlaying: true });
  });

  it('never plays a track replaced while it was buffering', async () => {
    const context = setup();
    void context.engine.select(track(1));
    await settle();
    await jest.advanceTimersByTimeAsync(1000); // track 1 is waiting for data
    context.fetchUrl.mockImplementationOnce(() => new Promise<string>(() => {}));
    void context.engine.select(track(2));
    await jest.advanceTimersByTimeAsync(6000);
    expect(context.media.playCalls).toBe(0);
    expect(context.player()).toMatchObject({ currentTrack: { id: 2 }, isLoading: true });
  });
});

describe('PlayerEngine: the current track', () => {
  it('toggles pause and play when the same track is selected again', async () => {
    const context = setup();
    await startPlaying(context, track(4));
    await context.engine.select(track(4));
    expect(context.media.paused).toBe(true);
    expect(context.player().isPlaying).toBe(false);

    await context.engine.select(track(4));
    await settle();
    expect(context.player().isPlaying).toBe(true);
    expect(context.fetchUrl).toHaveBeenCalledTimes(1);
  });

  it('resets the time to 0 and stops playing at the end', async () => {
    const context = setup();
    await startPlaying(context, track(4));
    context.media.reach(199);
    context.media.end();
    expect(context.player()).toMatchObject({ isPlaying: false, currentTime: 0 });
    expect(context.media.currentTime).toBe(0);
  });

  it('clears loading and playing on an audio error, logging it only', async () => {
    const context = setup();
    void context.engine.select(track(4));
    await settle();
    context.media.emit('error');
    expect(context.player()).toMatchObject({ isPlaying: false, isLoading: false });
    expect(context.log).toHaveBeenCalled();
  });

  it('renews an expired stream URL while playing and carries on where it was', async () => {
    const context = setup();
    await startPlaying(context, track(5));
    context.fetchUrl.mockImplementationOnce(() => Promise.resolve('/media/song-5.wav?renewed'));
    await jest.advanceTimersByTimeAsync(5 * 60_000);
    context.media.reach(150);
    context.media.emit('error');
    await settle();
    context.media.buffer();
    await jest.advanceTimersByTimeAsync(200);
    expect(context.fetchUrl).toHaveBeenCalledTimes(2);
    expect(context.media.src).toBe('/media/song-5.wav?renewed');
    expect(context.media.currentTime).toBe(150);
    expect(context.media.paused).toBe(false);
    expect(context.player()).toMatchObject({ isPlaying: true });
    expect(context.log).not.toHaveBeenCalled();
  });

  it('clears loading when the stream URL cannot be fetched, and retries on play', async () => {
    const context = setup(() => Promise.reject(new Error('503: down')));
    void context.engine.select(track(4));
    await settle();
    expect(context.player()).toMatchObject({ isLoading: false, isPlaying: false });
    expect(context.log).toHaveBeenCalledWith('Could not get the stream URL', expect.any(Error));

    context.engine.toggle();
    expect(context.fetchUrl).toHaveBeenCalledTimes(2);
  });

  it('clears the flags and logs when playback fails for another reason', async () => {
    const context = setup();
    context.media.playOutcome = () => Promise.reject(mediaError('NotSupportedError'));
    await startPlaying(context, track(4));
    expect(context.player()).toMatchObject({ isPlaying: false, isLoading: false });
    expect(context.log).toHaveBeenCalledWith('Playback failed', expect.any(Error));
  });

  it('seeks within the track and by steps', async () => {
    const context = setup();
    await startPlaying(context, track(4));
    context.engine.seek(65);
    expect(context.media.currentTime).toBe(65);
    expect(context.player().currentTime).toBe(65);
    context.engine.seekBy(-5);
    expect(context.media.currentTime).toBe(60);
    context.engine.seek(-10);
    expect(context.media.currentTime).toBe(0);
    context.engine.seek(10_000);
    expect(context.media.currentTime).toBe(200);
  });

  it('passes the volume to the element', () => {
    const context = setup();
    context.engine.setVolume(0.7);
    expect(context.media.volume).toBe(0.7);
  });

  it('stops listening and cancels a pending load when detached', async () => {
    const context = setup();
    void context.engine.select(track(4));
    context.detach();
    await jest.advanceTimersByTimeAsync(6000);
    expect(context.media.playCalls).toBe(0);
    expect(context.media.listenerCount()).toBe(0);
  });
});

describe('PlayerEngine: restricted tracks', () => {
  it('pauses at 20 s and opens the subscription popup', async () => {
    const context = setup();
    await startPlaying(context, track(9, { ysnRestricted: 1 }));
    context.media.reach(19.6);
    expect(context.media.paused).toBe(false);
    context.media.reach(20.1);
    expect(context.media.paused).toBe(true);
    expect(context.player()).toMatchObject({ isPlaying: false, showSubscriptionPopup: true });
  });

  it('opens the popup when a 20-second preview ends before a time update reports it', async () => {
    const context = setup();
    await startPlaying(context, track(9, { ysnRestricted: 1 }));
    context.media.end();
    expect(context.player().showSubscriptionPopup).toBe(true);
  });

  it('plays the preview again from the start after the limit', async () => {
    const context = setup();
    await startPlaying(context, track(9, { ysnRestricted: 1 }));
    context.media.reach(20);
    context.engine.toggle();
    await settle();
    expect(context.media.currentTime).toBe(0);
    expect(context.player().isPlaying).toBe(true);
  });

  it('lets premium listeners hear the whole song', async () => {
    const context = setup();
    context.store.dispatch(playerActions.setPremium(true));
    await startPlaying(context, track(9, { ysnRestricted: 1 }));
    context.media.reach(45);
    expect(context.media.paused).toBe(false);
    expect(context.player().showSubscriptionPopup).toBe(false);
  });

  it('never limits tracks that are not restricted', async () => {
    const context = setup();
    await startPlaying(context, track(8));
    context.media.reach(30);
    expect(context.media.paused).toBe(false);
    expect(context.player().currentTime).toBe(30);
  });
});

describe('PlayerEngine: queue', () => {
  const queue = [track(1), track(2), track(3)];

  it('goes to the next and previous track of the list the song was started from', async () => {
    const context = setup();
    context.store.dispatch(playerActions.play(queue[1] as PlayerTrack, queue));
    await startPlaying(context, queue[1] as PlayerTrack);

    context.engine.next();
    expect(context.player().currentTrack?.id).toBe(3);
    await settle();
    context.engine.next(); // end of the list: stays
    expect(context.player().currentTrack?.id).toBe(3);

    context.engine.previous();
    expect(context.player().currentTrack?.id).toBe(2);
  });

  it('restarts the current track on previous after the first seconds', async () => {
    const context = setup();
    context.store.dispatch(playerActions.play(queue[1] as PlayerTrack, queue));
    await startPlaying(context, queue[1] as PlayerTrack);
    context.media.reach(40);
    context.engine.previous();
    expect(context.player().currentTrack?.id).toBe(2);
    expect(context.media.currentTime).toBe(0);
  });
});

describe('PlayerEngine: a queue that keeps going', () => {
  const queue = [track(1), track(2), track(3)];

  /** Buffers and plays whatever the engine is loading now. */
  async function playLoaded(context: ReturnType<typeof setup>) {
    await settle();
    context.media.buffer();
    await jest.advanceTimersByTimeAsync(200);
  }

  async function playAll(context: ReturnType<typeof setup>, tracks: PlayerTrack[]) {
    context.store.dispatch(playerActions.playAll(tracks, { kind: 'playlist', name: 'Top Rated' }));
    await playLoaded(context);
  }

  it('starts the next track by itself when one ends, and counts it as a play', async () => {
    const context = setup();
    await playAll(context, queue);
    expect(context.player()).toMatchObject({ currentTrack: { id: 1 }, isPlaying: true });
    context.media.end();
    await playLoaded(context);
    expect(context.player()).toMatchObject({ currentTrack: { id: 2 }, isPlaying: true });
    expect(context.media.src).toBe('/media/song-2.wav');
    expect(context.countAutoPlay).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });

  it('stops at the end of the queue with repeat off (SPEC: time back to 0, not playing)', async () => {
    const context = setup();
    await playAll(context, [track(1)]);
    context.media.reach(40);
    context.media.end();
    expect(context.player()).toMatchObject({ isPlaying: false, currentTime: 0 });
    expect(context.countAutoPlay).not.toHaveBeenCalled();
  });

  it('starts over with repeat all and replays the same track with repeat one', async () => {
    const context = setup();
    await playAll(context, [track(1), track(2)]);
    context.store.dispatch(playerActions.cycleRepeat()); // all
    context.store.dispatch(playerActions.jumpTo(1));
    await playLoaded(context);
    context.media.end();
    await playLoaded(context);
    expect(context.player().currentTrack?.id).toBe(1);

    context.store.dispatch(playerActions.cycleRepeat()); // one
    const fetches = context.fetchUrl.mock.calls.length;
    context.media.reach(45);
    context.media.end();
    await settle();
    expect(context.player()).toMatchObject({ currentTrack: { id: 1 }, isPlaying: true });
    expect(context.media.currentTime).toBe(0);
    expect(context.fetchUrl).toHaveBeenCalledTimes(fetches); // the same stream, no new URL
  });

  it('in a queue, a preview ends at 20 s, the offer shows once and the queue moves on', async () => {
    const context = setup();
    const restricted = [track(1, { ysnRestricted: 1 }), track(2, { ysnRestricted: 1 }), track(3)];
    await playAll(context, restricted);
    context.media.reach(20);
    expect(context.player().showSubscriptionPopup).toBe(true);
    await playLoaded(context);
    expect(context.player()).toMatchObject({ currentTrack: { id: 2 }, isPlaying: true });

    context.store.dispatch(playerActions.closeSubscriptionPopup());
    context.media.reach(20);
    await playLoaded(context);
    expect(context.player().showSubscriptionPopup).toBe(false); // once per queue
    expect(context.player().currentTrack?.id).toBe(3);
  });

  it('a single restricted song keeps SPEC: it pauses at 20 s and the popup opens', async () => {
    const context = setup();
    await playAll(context, [track(1, { ysnRestricted: 1 })]);
    context.media.reach(20);
    expect(context.player()).toMatchObject({ isPlaying: false, showSubscriptionPopup: true });
  });

  it('after a network drop mid-track it fetches a new URL and goes on at the same position', async () => {
    const context = setup();
    await playAll(context, queue);
    context.media.reach(30);
    context.fetchUrl.mockImplementationOnce(() => Promise.resolve('/media/song-1.wav?fresh'));
    context.media.emit('error');
    await playLoaded(context);
    expect(context.media.src).toBe('/media/song-1.wav?fresh');
    expect(context.media.currentTime).toBe(30);
    expect(context.player()).toMatchObject({ currentTrack: { id: 1 }, isPlaying: true });
  });

  it('keeps trying while the URL cannot be fetched, then gives up without skipping', async () => {
    const context = setup();
    await playAll(context, queue);
    context.media.reach(30);
    context.fetchUrl.mockImplementation(() => Promise.reject(new Error('offline')));
    context.media.emit('error');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(context.fetchUrl.mock.calls.length).toBeGreaterThanOrEqual(5);
    expect(context.player()).toMatchObject({ currentTrack: { id: 1 }, isLoading: false });
  });

  it('plays at the chosen speed with the pitch kept, also after the next track loads', async () => {
    const context = setup();
    await playAll(context, queue);
    context.store.dispatch(playerActions.setSpeed(0.75));
    expect(context.media.playbackRate).toBe(0.75);
    expect(context.media.preservesPitch).toBe(true);
    context.media.end();
    await playLoaded(context);
    expect(context.media.playbackRate).toBe(0.75);
  });

  it('a restored track resumes from its stored position on the first play', async () => {
    const context = setup();
    context.store.dispatch(
      playerActions.restored({
        queue: { tracks: queue, keys: [0, 1, 2], index: 1, unshuffledKeys: null },
        source: null,
        position: 17,
        duration: 48,
        repeat: 'off',
        speed: 1,
      }),
    );
    expect(context.player()).toMatchObject({ currentTrack: { id: 2 }, currentTime: 17 });
    expect(context.player().isPlaying).toBe(false);
    context.engine.resume();
    await playLoaded(context);
    expect(context.media.currentTime).toBe(17);
    expect(context.player()).toMatchObject({ currentTrack: { id: 2 }, isPlaying: true });
  });

  it('a seek before a restored track is loaded moves where its first play starts', async () => {
    const context = setup();
    context.store.dispatch(
      playerActions.restored({
        queue: { tracks: queue, keys: [0, 1, 2], index: 1, unshuffledKeys: null },
        source: null,
        position: 62,
        duration: 90,
        repeat: 'off',
        speed: 1,
      }),
    );
    // "Play fill the gap" after a reload: the game starts the song from the top.
    context.store.dispatch(playerActions.seek(0));
    expect(context.player().currentTime).toBe(0);
    context.engine.resume();
    await playLoaded(context);
    expect(context.media.currentTime).toBe(0);
    expect(context.player()).toMatchObject({ currentTrack: { id: 2 }, isPlaying: true });
  });
});

describe('PlayerEngine: learner controls', () => {
  const queue = [track(1), track(2)];

  async function playAll(context: ReturnType<typeof setup>) {
    context.store.dispatch(playerActions.playAll(queue, { kind: 'playlist', name: 'Top Rated' }));
    await settle();
    context.media.buffer();
    await jest.advanceTimersByTimeAsync(200);
  }

  it('loops the current line until the loop is turned off', async () => {
    const context = setup();
    await playAll(context);
    context.store.dispatch(playerActions.setLoopLine({ start: 10, end: 14 }));
    context.media.reach(14.2);
    expect(context.media.currentTime).toBe(10);
    context.store.dispatch(playerActions.setLoopLine(null));
    context.media.reach(14.2);
    expect(context.media.currentTime).toBe(14.2);
  });

  it('the sleep timer fades the volume out, pauses, and gives the volume back', async () => {
    const context = setup();
    await playAll(context);
    context.store.dispatch(playerActions.setSleepTimer(15));
    context.store.dispatch(playerActions.sleepNow());
    await jest.advanceTimersByTimeAsync(100);
    expect(context.media.volume).toBeLessThan(1);
    expect(context.media.paused).toBe(false);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(context.media.paused).toBe(true);
    expect(context.media.volume).toBe(context.player().volume);
    expect(context.player()).toMatchObject({ isPlaying: false, sleepTimer: null });
  });

  it('"end of track" stops after this track although the queue has a next one', async () => {
    const context = setup();
    await playAll(context);
    context.store.dispatch(playerActions.setSleepTimer('endOfTrack'));
    context.media.end();
    await settle();
    expect(context.player()).toMatchObject({
      currentTrack: { id: 1 },
      isPlaying: false,
      sleepTimer: null,
    });
    expect(context.fetchUrl).toHaveBeenCalledTimes(1);
  });
});

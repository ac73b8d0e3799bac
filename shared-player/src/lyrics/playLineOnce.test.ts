import { makeStore, type AppStore } from '@btb/shared-store';
import { registerPlaybackClock } from '../engine/playbackClock';
import { playerActions } from '../state/playerSlice';
import { lineTailSeconds, lineWatchMs, playLineOnce } from './playLineOnce';

const song = { id: 7, title: 'Haus Pop', creator: 'Lena', ysnRestricted: 0 as const };
const line = { songId: 7, start: 4, end: 5.4 };

let clock = 0;
let store: AppStore;
let sent: { type: string; payload?: unknown }[];

/** The store with the engine's part played by the test: commands are recorded, the clock is ours. */
function setup({ current = true, playing = true } = {}) {
  store = makeStore();
  if (current) store.dispatch(playerActions.trackSelected(song));
  if (current) store.dispatch(playerActions.loadingEnded());
  if (playing) store.dispatch(playerActions.playing());
  sent = [];
  const dispatch = store.dispatch;
  jest.spyOn(store, 'dispatch').mockImplementation((action) => {
    sent.push(action as { type: string; payload?: unknown });
    return dispatch(action);
  });
}
const commands = () => sent.map(({ type, payload }) => [type.replace('player/', ''), payload]);
const runFor = (ms: number) => jest.advanceTimersByTime(ms);

beforeEach(() => {
  jest.useFakeTimers();
  clock = 12;
  registerPlaybackClock(() => clock);
});
afterEach(() => {
  registerPlaybackClock(null);
  jest.useRealTimers();
});

describe('playLineOnce', () => {
  it('jumps to the line in the playing song and pauses at its end', () => {
    setup();
    playLineOnce(store, line);
    expect(commands()).toEqual([['seek', 4]]);
    clock = 4;
    runFor(lineWatchMs);
    clock = 5.4 + lineTailSeconds - 0.01;
    runFor(lineWatchMs);
    expect(commands()).toEqual([['seek', 4]]);
    clock = 5.4 + lineTailSeconds;
    runFor(lineWatchMs);
    expect(commands()).toEqual([
      ['seek', 4],
      ['pause', undefined],
    ]);
    clock = 6;
    runFor(1000);
    expect(commands()).toHaveLength(2);
  });

  it('"Slower": plays the line at 0.75×, then gives the learner back their speed', () => {
    setup();
    store.dispatch(playerActions.setSpeed(1.25));
    sent = [];
    playLineOnce(store, { ...line, speed: 0.75 });
    expect(commands()).toEqual([
      ['setSpeed', 0.75],
      ['seek', 4],
    ]);
    clock = 5.6;
    runFor(lineWatchMs);
    expect(commands().slice(2)).toEqual([
      ['pause', undefined],
      ['setSpeed', 1.25],
    ]);
  });

  it('a paused song jumps to the line first, then plays', () => {
    setup({ playing: false });
    playLineOnce(store, line);
    expect(commands()).toEqual([
      ['seek', 4],
      ['resume', undefined],
    ]);
    clock = 4;
    store.dispatch(playerActions.playing());
    runFor(lineWatchMs * 3);
    expect(commands().filter(([type]) => type === 'seek')).toHaveLength(1);
    clock = 5.6;
    runFor(lineWatchMs);
    expect(commands().at(-1)).toEqual(['pause', undefined]);
  });

  it('starts the song when another track is current, then jumps to the line', () => {
    setup({ current: false, playing: false });
    const startSong = jest.fn(() => {
      store.dispatch(playerActions.trackSelected(song));
    });
    playLineOnce(store, { ...line, startSong });
    expect(startSong).toHaveBeenCalledTimes(1);
    runFor(lineWatchMs * 5);
    expect(commands().some(([type]) => type === 'seek')).toBe(false);
    // The stream arrives and the song plays from the top.
    clock = 0.2;
    store.dispatch(playerActions.playing());
    runFor(lineWatchMs);
    expect(commands().filter(([type]) => type === 'seek')).toEqual([['seek', 4]]);
    expect(startSong).toHaveBeenCalledTimes(1);
  });

  it('lets go, without pausing, when the learner pauses, seeks away or a new line is asked for', () => {
    setup({ playing: true });
    playLineOnce(store, { ...line, speed: 0.75 });
    clock = 4.5;
    runFor(lineWatchMs);
    store.dispatch(playerActions.paused());
    runFor(lineWatchMs);
    expect(commands().at(-1)).toEqual(['setSpeed', 1]);
    expect(commands().some(([type]) => type === 'pause')).toBe(false);

    setup();
    playLineOnce(store, line);
    clock = 4;
    runFor(600);
    clock = 30;
    runFor(lineWatchMs);
    clock = 30.1;
    runFor(lineWatchMs * 100);
    expect(commands().some(([type]) => type === 'pause')).toBe(false);

    setup();
    playLineOnce(store, line);
    playLineOnce(store, { songId: 7, start: 20, end: 22 });
    clock = 5.6;
    runFor(lineWatchMs);
    expect(commands().some(([type]) => type === 'pause')).toBe(false);
  });
});

import { act, render, screen } from '@testing-library/react';
import { renderWithProviders } from '@btb/shared-testing';
import { playerActions } from './playerSlice';
import type { PlayerTrack } from './playerTrack';
import { useNowPlaying, usePlayer, usePlayerCommands, type PlayerCommands } from './usePlayer';

function NowPlaying() {
  const player = usePlayer();
  return (
    <>
      <p>{player.currentTrack ? player.currentTrack.title : 'nothing'}</p>
      <button
        onClick={() => player.play({ id: 3, title: 'Hallo', creator: 'Lena', ysnRestricted: 0 })}
      >
        start
      </button>
    </>
  );
}

describe('usePlayer', () => {
  it('reads the player state inside the store provider', () => {
    renderWithProviders(<NowPlaying />);
    expect(screen.getByText('nothing')).toBeInTheDocument();
  });

  it('dispatches commands that carry the track and its queue', () => {
    const { store } = renderWithProviders(<NowPlaying />);
    act(() => screen.getByRole('button', { name: 'start' }).click());
    expect(store.getState().player?.queue).toEqual([expect.objectContaining({ id: 3 })]);
  });

  it('throws a clear error outside the store provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<NowPlaying />)).toThrow(
      /usePlayer must be used inside the store provider/,
    );
    spy.mockRestore();
  });
});

const track: PlayerTrack = { id: 3, title: 'Hallo', creator: 'Lena', ysnRestricted: 0 };

/** Renders `Probe` and counts its renders. */
function countRenders(useHook: () => unknown) {
  const renders = { count: 0 };
  function Probe() {
    useHook();
    renders.count += 1;
    return null;
  }
  const { store } = renderWithProviders(<Probe />);
  return { renders, store };
}

describe('useNowPlaying and usePlayerCommands', () => {
  it('a component showing what plays re-renders when it starts and pauses, not with its time', () => {
    const shown: string[] = [];
    function Row() {
      const { currentTrack, isPlaying } = useNowPlaying();
      shown.push(`${currentTrack?.title ?? 'nothing'} ${isPlaying ? 'playing' : 'paused'}`);
      return null;
    }
    const { store } = renderWithProviders(<Row />);
    act(() => {
      store.dispatch(playerActions.play(track));
      store.dispatch(playerActions.trackSelected(track));
    });
    act(() => store.dispatch(playerActions.playing()));
    act(() => store.dispatch(playerActions.durationKnown(180)));
    act(() => store.dispatch(playerActions.timeUpdated(1)));
    act(() => store.dispatch(playerActions.timeUpdated(2)));
    act(() => store.dispatch(playerActions.paused()));
    expect(shown).toEqual(['nothing paused', 'Hallo paused', 'Hallo playing', 'Hallo paused']);
  });

  it('a component with the commands alone never re-renders for the player, and its play plays', () => {
    let play: PlayerCommands['play'] | undefined;
    const { renders, store } = countRenders(() => {
      play = usePlayerCommands().play;
    });
    act(() => play?.(track));
    act(() => store.dispatch(playerActions.playing()));
    act(() => store.dispatch(playerActions.timeUpdated(1)));
    expect(renders.count).toBe(1);
    expect(store.getState().player?.queue).toEqual([expect.objectContaining({ id: 3 })]);
  });

  it('usePlayer re-renders with the time, which the bar shows', () => {
    const { renders, store } = countRenders(usePlayer);
    act(() => store.dispatch(playerActions.timeUpdated(1)));
    expect(renders.count).toBe(2);
  });
});

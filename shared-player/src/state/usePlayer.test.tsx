import { act, render, screen } from '@testing-library/react';
import { renderWithProviders } from '@btb/shared-testing';
import { usePlayer } from './usePlayer';

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

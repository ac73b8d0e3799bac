import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '@btb/shared-store';
import { renderWithProviders } from '@btb/shared-testing';
import { playerActions, selectPlayer } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import { QueueView } from './QueueView';

const track = (id: number, ysnRestricted: 0 | 1 = 0): PlayerTrack => ({
  id,
  title: `Song ${id}`,
  creator: 'Lena',
  ysnRestricted,
});

function setup() {
  const store = makeStore();
  store.dispatch(
    playerActions.playAll([track(1), track(2), track(3, 1), track(4)], {
      kind: 'lesson',
      name: 'DE_EN_A1_B01_L01',
    }),
  );
  store.dispatch(playerActions.trackSelected(track(1)));
  renderWithProviders(<QueueView onClose={() => {}} />, { store });
  const upNext = () =>
    within(screen.getByTestId('queue-up-next'))
      .getAllByTestId('queue-entry')
      .map((entry) => entry.querySelector('[data-testid="queue-title"]')?.textContent);
  return { store, upNext, queue: () => selectPlayer(store.getState()).queue.map((t) => t.id) };
}

describe('QueueView', () => {
  it('shows the source, now playing, up next with Preview marks, and announces the next track', () => {
    const { upNext } = setup();
    expect(screen.getByTestId('queue-source')).toHaveTextContent('Lesson DE_EN_A1_B01_L01');
    expect(upNext()).toEqual(['Song 2', 'Song 3', 'Song 4']);
    const live = screen.getByTestId('queue-next');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('Up next: Song 2');
    expect(screen.getByRole('button', { name: /^Play Song 3/ })).toHaveTextContent('Preview');
    expect(screen.getByRole('button', { name: /^Play Song 2/ })).not.toHaveTextContent('Preview');
  });

  it('moves a track up and down from the keyboard, and the live line follows', async () => {
    const { upNext } = setup();
    screen.getByRole('button', { name: 'Move Song 3 up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(upNext()).toEqual(['Song 3', 'Song 2', 'Song 4']);
    expect(screen.getByTestId('queue-next')).toHaveTextContent('Up next: Song 3');
    expect(screen.getByRole('button', { name: 'Move Song 3 up' })).toBeDisabled();
    // Focus stays with the moved entry, on its button that still works, as soon as the move shows.
    expect(screen.getByRole('button', { name: 'Move Song 3 down' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Move Song 2 down' }));
    expect(upNext()).toEqual(['Song 3', 'Song 4', 'Song 2']);
    expect(screen.getByRole('button', { name: 'Move Song 2 up' })).toHaveFocus();
  });

  it('removes a track, jumps to one, and clears everything but the current track', async () => {
    const { upNext, store, queue } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Song 2 from the queue' }));
    expect(upNext()).toEqual(['Song 3', 'Song 4']);
    await userEvent.click(screen.getByRole('button', { name: /^Play Song 4/ }));
    expect(selectPlayer(store.getState()).queueIndex).toBe(2);
    expect(screen.getByTestId('queue-history')).toHaveTextContent('Song 1');
    await userEvent.click(screen.getByRole('button', { name: 'Clear queue' }));
    expect(queue()).toEqual([4]);
  });
});

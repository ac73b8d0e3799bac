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
  const onClose = jest.fn();
  renderWithProviders(<QueueView onClose={onClose} />, { store });
  const titles = (status: string) =>
    within(screen.getByTestId('queue-list'))
      .getAllByTestId('queue-entry')
      .filter((entry) => entry.dataset.status === status)
      .map((entry) => entry.querySelector('[data-testid="queue-title"]')?.textContent);
  return {
    store,
    onClose,
    upNext: () => titles('upNext'),
    played: () => titles('played'),
    queue: () => selectPlayer(store.getState()).queue.map((t) => t.id),
  };
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
    expect(screen.getAllByTestId('queue-title').map((title) => title.textContent)).toEqual([
      'Song 1',
      'Song 3',
      'Song 4',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear queue' }));
    expect(queue()).toEqual([4]);
  });

  it('keeps focus on a picked entry, and Escape still closes the view', async () => {
    const { store, onClose } = setup();
    const picked = screen.getByRole('button', { name: /^Play Song 3/ });
    await userEvent.click(picked);
    expect(selectPlayer(store.getState()).queueIndex).toBe(2);
    expect(picked).toBeInTheDocument();
    expect(picked).toHaveFocus();
    expect(picked).toHaveTextContent('Now playing');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('lists the tracks before the picked one in place, marked as played in words', async () => {
    const { upNext, played } = setup();
    await userEvent.click(screen.getByRole('button', { name: /^Play Song 3/ }));
    expect(screen.getAllByTestId('queue-title').map((title) => title.textContent)).toEqual([
      'Song 1',
      'Song 2',
      'Song 3',
      'Song 4',
    ]);
    expect(played()).toEqual(['Song 1', 'Song 2']);
    expect(upNext()).toEqual(['Song 4']);
    expect(screen.getByRole('button', { name: /^Play Song 1/ })).toHaveTextContent('Played');
    expect(screen.getByRole('button', { name: /^Play Song 3/ }).closest('li')).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

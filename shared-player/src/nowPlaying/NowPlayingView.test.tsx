import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '@btb/shared-store';
import { mockLessonWords, renderWithProviders, timedLine } from '@btb/shared-testing';
import * as karaokeScope from '../lyrics/KaraokeScope';
import { playerActions } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import { NowPlayingView } from './NowPlayingView';

const lines = [
  timedLine(0, 'Das Haus ist groß,', 'The house is big,'),
  timedLine(4, 'der Baum im Garten.', 'the tree in the garden.'),
];

/** The view over the two lines above, "Haus Pop" the current track; returns the store. */
function renderOverLyrics() {
  const store = makeStore();
  store.dispatch(
    playerActions.trackSelected({ id: 7, title: 'Haus Pop', creator: 'Lena', ysnRestricted: 0 }),
  );
  renderWithProviders(
    <NowPlayingView
      lyrics={{ status: 'ready', lines, lessonCode: 'L1', language: 'de' }}
      currentLine={0}
      onClose={() => {}}
    />,
    { store },
  );
  return store;
}

describe('NowPlayingView', () => {
  it('swaps the synced lyrics for the fill-the-gap game over the same lines, and back', async () => {
    mockLessonWords('L1', ['Haus']);
    renderOverLyrics();
    expect(screen.getAllByTestId('lyric-line')).toHaveLength(2);
    const toggle = screen.getByRole('button', { name: 'Fill the gap' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('combobox', { name: 'Gaps' })).toHaveValue('lesson');
    expect(screen.getAllByTestId('gap-line')[0]).toHaveTextContent('Das (gap) ist groß,');
    expect(screen.queryByTestId('lyric-line')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getAllByTestId('lyric-line')).toHaveLength(2);
  });

  it('swaps the synced lyrics for listen and write, one mode at a time', async () => {
    mockLessonWords('L1', ['Haus']);
    renderOverLyrics();
    const gap = screen.getByRole('button', { name: 'Fill the gap' });
    const write = screen.getByRole('button', { name: 'Listen and write' });
    await userEvent.click(gap);
    await userEvent.click(write);
    expect(write).toHaveAttribute('aria-pressed', 'true');
    expect(gap).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('button', { name: 'Play the first line' })).toBeVisible();
    expect(screen.queryByTestId('gap-game')).not.toBeInTheDocument();
    expect(screen.queryByTestId('lyric-line')).not.toBeInTheDocument();
    await userEvent.click(write);
    expect(screen.queryByTestId('dictation')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('lyric-line')).toHaveLength(2);
  });

  it('does not render the lyrics again on the time updates it renders on itself', () => {
    const lyricsRenders = jest.spyOn(karaokeScope, 'KaraokeScope');
    const store = renderOverLyrics();
    const rendered = lyricsRenders.mock.calls.length;
    expect(rendered).toBeGreaterThan(0);
    for (let second = 1; second <= 5; second++) {
      act(() => {
        store.dispatch(playerActions.timeUpdated(second));
      });
    }
    expect(lyricsRenders.mock.calls.length).toBe(rendered);
    expect(screen.getAllByTestId('lyric-word')).toHaveLength(8);
    lyricsRenders.mockRestore();
  });

  it("plays, pauses, seeks and skips with the bar's own controls, and shows the elapsed time", async () => {
    const store = makeStore();
    const song = (id: number): PlayerTrack => ({
      id,
      title: `Song ${id}`,
      creator: 'Lena',
      ysnRestricted: 0,
      duration: 200,
    });
    store.dispatch(
      playerActions.playAll([song(1), song(2), song(3)], { kind: 'review', name: '' }),
    );
    store.dispatch(playerActions.jumpTo(1));
    store.dispatch(playerActions.trackSelected(song(2)));
    store.dispatch(playerActions.playing());
    store.dispatch(playerActions.timeUpdated(65.4));
    const dispatch = jest.spyOn(store, 'dispatch');
    renderWithProviders(
      <NowPlayingView lyrics={{ status: 'none' }} currentLine={-1} onClose={() => {}} />,
      { store },
    );
    const transport = screen.getByTestId('now-playing-transport');
    expect(within(transport).getByLabelText('Elapsed time')).toHaveTextContent('1:05');
    expect(within(transport).getByLabelText('Total time')).toHaveTextContent('3:20');
    // Focus starts on play/pause, so Space right after opening pauses.
    const pause = within(transport).getByRole('button', { name: 'Pause' });
    expect(pause).toHaveFocus();

    await userEvent.click(pause);
    fireEvent.change(within(transport).getByRole('slider', { name: 'Playback position' }), {
      target: { value: '120' },
    });
    await userEvent.click(within(transport).getByRole('button', { name: 'Next track' }));
    await userEvent.click(within(transport).getByRole('button', { name: 'Previous track' }));
    expect(dispatch.mock.calls.map(([action]) => action)).toEqual([
      playerActions.toggle(),
      playerActions.seek(120),
      playerActions.next(),
      playerActions.previous(),
    ]);
    dispatch.mockRestore();
  });
});

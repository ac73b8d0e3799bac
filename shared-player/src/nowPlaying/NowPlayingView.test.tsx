import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '@btb/shared-store';
import { mockLessonWords, renderWithProviders, timedLine } from '@btb/shared-testing';
import * as karaokeScope from '../lyrics/KaraokeScope';
import { playerActions } from '../state/playerSlice';
import { NowPlayingView } from './NowPlayingView';

const lines = [
  timedLine(0, 'Das Haus ist groß,', 'The house is big,'),
  timedLine(4, 'der Baum im Garten.', 'the tree in the garden.'),
];

describe('NowPlayingView', () => {
  it('swaps the synced lyrics for the fill-the-gap game over the same lines, and back', async () => {
    mockLessonWords('L1', ['Haus']);
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
    const store = makeStore();
    store.dispatch(
      playerActions.trackSelected({ id: 7, title: 'Haus Pop', creator: 'Lena', ysnRestricted: 0 }),
    );
    const lyricsRenders = jest.spyOn(karaokeScope, 'KaraokeScope');
    renderWithProviders(
      <NowPlayingView
        lyrics={{ status: 'ready', lines, lessonCode: 'L1', language: 'de' }}
        currentLine={0}
        onClose={() => {}}
      />,
      { store },
    );
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
});

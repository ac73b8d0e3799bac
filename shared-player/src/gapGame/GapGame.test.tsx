import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LyricLine } from '@btb/shared-contract';
import { timedLine } from '@btb/shared-testing';
import { playerActions } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import {
  exerciseStore,
  lessonCode,
  playTo,
  recordedReviews,
  renderExercise,
  setClock,
  useExerciseClock,
} from '../exercise/testing/exerciseTestbed';
import GapGame from './GapGame';

jest.mock('@btb/shared-review', () => ({
  ...jest.requireActual('@btb/shared-review'),
  recordReview: jest.fn(() => Promise.resolve(null)),
}));

// A word every half second: "Haus" is sung 0.5-0.9, "Baum" 4.5-4.9, "Garten." 5.5-5.9.
const lines: LyricLine[] = [
  timedLine(0, 'Das Haus ist groß,', 'The house is big,'),
  timedLine(4, 'der Baum im Garten.', 'the tree in the garden.'),
  timedLine(8, 'Ich gehe nach Hause.', 'I go home.'),
];
const song: PlayerTrack = { id: 7, title: 'Haus Pop', creator: 'Lena', ysnRestricted: 0 };

interface SetupOptions {
  current?: boolean;
  playing?: boolean;
  onPlay?: () => void;
  autoStart?: boolean;
  words?: string[];
  lines?: LyricLine[];
  restricted?: boolean;
}

function setup(options: SetupOptions = {}) {
  const current = options.current !== false;
  const words = options.words ?? ['Haus', 'Baum', 'Garten', 'gehe'];
  const store = exerciseStore(words, current ? song : null);
  if (current && options.playing !== false) store.dispatch(playerActions.playing());
  const { sent } = renderExercise(
    <GapGame
      songId={7}
      lessonCode={lessonCode}
      lines={options.lines ?? lines}
      onPlay={options.onPlay}
      autoStart={options.autoStart}
      restricted={options.restricted}
    />,
    store,
  );
  return { store, sent };
}

const input = () => screen.getByRole('textbox', { name: 'Missing word' });
const score = () => screen.getByTestId('gap-score');
const feedback = () => screen.getByTestId('gap-feedback');
const reviews = recordedReviews;

async function startGame() {
  await userEvent.click(await screen.findByRole('button', { name: 'Start from the beginning' }));
}

describe('fill the gap', () => {
  useExerciseClock();

  it("blanks the lesson's words and starts the song from the top", async () => {
    const { sent } = setup();
    await startGame();
    expect(sent('player/seek').map(([action]) => action.payload)).toEqual([0]);
    expect(sent('player/resume')).toHaveLength(1);
    const [first, second] = screen.getAllByTestId('gap-line');
    expect(first).toHaveTextContent('Das (gap) ist groß,');
    expect(second).toHaveTextContent('der (gap) im (gap).');
    // "Hause" is a form of "Haus".
    expect(screen.getAllByTestId('gap-line')[2]).toHaveTextContent('Ich (gap) nach (gap).');
    expect(screen.getByText('5 gaps left')).toBeInTheDocument();
  });

  it('pauses once the gap word is sung, not at the end of its line, and focuses the field', async () => {
    const { sent, store } = setup();
    await startGame();
    await playTo(0.85);
    expect(sent('player/pause')).toHaveLength(0);
    // "Haus" ends at 0.9; "ist groß," is still to be sung.
    await playTo(0.95);
    await waitFor(() => expect(sent('player/pause')).toHaveLength(1));
    act(() => {
      store.dispatch(playerActions.paused());
    });
    expect(input()).toHaveFocus();
    expect(screen.getByTestId('gap-waiting')).toHaveTextContent(
      'The song waits for the missing word.',
    );
  });

  it('a wrong word keeps the song paused and counts; the right word resumes it and is a review', async () => {
    const { sent, store } = setup();
    await startGame();
    await playTo(4.05);
    act(() => {
      store.dispatch(playerActions.paused());
    });
    await userEvent.type(input(), 'Blume{Enter}');
    expect(feedback()).toHaveTextContent('“Blume” is not the word. Try again.');
    expect(score()).toHaveTextContent('Score: 0 / 5 (1 wrong try)');
    expect(sent('player/resume')).toHaveLength(1); // only the start's
    expect(input()).toHaveValue('Blume');

    await userEvent.clear(input());
    await userEvent.type(input(), 'haus{Enter}');
    expect(feedback()).toHaveTextContent('Right: Haus');
    expect(sent('player/resume')).toHaveLength(2);
    expect(score()).toHaveTextContent('Score: 0 / 5 (1 wrong try)');
    expect(screen.getAllByTestId('gap-line')[0]).toHaveTextContent('Das Haus ist groß,');
    // Not at the first try: the card comes back soon.
    expect(reviews()).toEqual([[lessonCode, 'Haus', 'again']]);
  });

  it('offers four choices; a line with two gaps plays on once both are filled', async () => {
    const { sent, store } = setup();
    await startGame();
    await playTo(4.05);
    act(() => {
      store.dispatch(playerActions.paused());
    });
    await userEvent.type(input(), 'Haus{Enter}');
    act(() => {
      store.dispatch(playerActions.playing());
    });
    await playTo(8.05);
    await waitFor(() => expect(sent('player/pause')).toHaveLength(2));
    act(() => {
      store.dispatch(playerActions.paused());
    });
    const choices = within(screen.getByRole('group', { name: 'Choose the missing word' }));
    expect(choices.getAllByRole('button')).toHaveLength(4);
    await userEvent.click(choices.getByRole('button', { name: 'Baum' }));
    expect(sent('player/resume')).toHaveLength(2); // "Garten" is still open
    expect(input()).toHaveFocus();
    await userEvent.type(input(), 'Garten{Enter}');
    expect(sent('player/resume')).toHaveLength(3);
    expect(score()).toHaveTextContent('Score: 3 / 5 (0 wrong tries)');
    expect(reviews()).toEqual([
      [lessonCode, 'Haus', 'good'],
      [lessonCode, 'Baum', 'good'],
      [lessonCode, 'Garten', 'good'],
    ]);
  });

  it('a line with two gaps stops after each of its words as it is sung', async () => {
    const { sent, store } = setup();
    await startGame();
    await playTo(0.95);
    act(() => {
      store.dispatch(playerActions.paused());
    });
    await userEvent.type(input(), 'Haus{Enter}');
    expect(sent('player/resume')).toHaveLength(2);
    act(() => {
      store.dispatch(playerActions.playing());
    });
    await playTo(4.95);
    await waitFor(() => expect(sent('player/pause')).toHaveLength(2));
    act(() => {
      store.dispatch(playerActions.paused());
    });
    await userEvent.type(input(), 'Baum{Enter}');
    // "Garten" is not sung yet: the song plays on to it, and stops again after it.
    expect(sent('player/resume')).toHaveLength(3);
    act(() => {
      store.dispatch(playerActions.playing());
    });
    await playTo(5.5);
    expect(sent('player/pause')).toHaveLength(2);
    await playTo(5.95);
    await waitFor(() => expect(sent('player/pause')).toHaveLength(3));
  });

  it('replays the line: back to its start, playing', async () => {
    const { sent, store } = setup();
    await startGame();
    await playTo(4.05);
    act(() => {
      store.dispatch(playerActions.paused());
    });
    await userEvent.click(screen.getByRole('button', { name: 'Replay line' }));
    expect(sent('player/seek').map(([action]) => action.payload)).toEqual([0, 0]);
    expect(sent('player/resume')).toHaveLength(2);
    await playTo(5);
    await userEvent.click(screen.getByRole('button', { name: 'Replay line' }));
    // Line 2 is sung now, but the open gap of line 1 is what the learner is asked for.
    expect(sent('player/seek').at(-1)?.[0].payload).toBe(0);
  });

  it('a level picks how many words are blanked, and starts a new game', async () => {
    setup();
    const level = await screen.findByRole('combobox', { name: 'Gaps' });
    expect(screen.getByText('5 gaps left')).toBeInTheDocument();
    await userEvent.selectOptions(level, '50 % of the words');
    // 12 sung words: half of them, the lesson's five among them.
    expect(screen.getByText('6 gaps left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start from the beginning' })).toBeVisible();
  });

  it('plays the song first when another track is current', async () => {
    const onPlay = jest.fn();
    const { sent } = setup({ current: false, onPlay });
    await startGame();
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(sent('player/seek')).toHaveLength(0);
  });

  it('opened by "Play fill the gap", starts the song when another track is current', async () => {
    const onPlay = jest.fn();
    setup({ current: false, onPlay, autoStart: true });
    await screen.findAllByTestId('gap-line');
    await waitFor(() => expect(onPlay).toHaveBeenCalledTimes(1));
  });

  it('opened by "Play fill the gap", plays the paused song from the top', async () => {
    const { sent } = setup({ playing: false, autoStart: true });
    await waitFor(() => expect(sent('player/resume')).toHaveLength(1));
    expect(sent('player/seek').map(([action]) => action.payload)).toEqual([0]);
    expect(await screen.findByRole('textbox', { name: 'Missing word' })).toBeInTheDocument();
  });

  it('after a reload left the song at 1:02, starts at the first gap: hint and highlight agree', async () => {
    setClock(62);
    const { sent, store } = setup();
    await startGame();
    expect(sent('player/seek').map(([action]) => action.payload)).toEqual([0]);
    // The seek has not reached the song yet: 1:02 stops nothing and asks for nothing.
    await playTo(62);
    expect(sent('player/pause')).toHaveLength(0);
    expect(screen.getByText(/^Listen:/)).toBeInTheDocument();
    await playTo(0.2);
    await playTo(0.95);
    await waitFor(() => expect(sent('player/pause')).toHaveLength(1));
    act(() => {
      store.dispatch(playerActions.paused());
    });
    expect(screen.getByText(/^Line 1:/)).toBeInTheDocument();
    const [first] = screen.getAllByTestId('gap-line');
    expect(first).toHaveAttribute('aria-current', 'true');
  });

  it('highlights the line it asks about, also when the song was moved past it', async () => {
    const { store } = setup();
    await startGame();
    await playTo(5);
    act(() => {
      store.dispatch(playerActions.paused());
    });
    expect(screen.getByText(/^Line 1:/)).toBeInTheDocument();
    const highlighted = screen
      .getAllByTestId('gap-line')
      .filter((line) => line.getAttribute('aria-current') === 'true');
    expect(highlighted).toEqual([screen.getAllByTestId('gap-line')[0]]);
  });

  it('counts all gaps from the start, and ends with a summary, what was missed and Play again', async () => {
    const { sent, store } = setup();
    await startGame();
    expect(score()).toHaveTextContent('Score: 0 / 5 (0 wrong tries)');
    await playTo(10);
    act(() => {
      store.dispatch(playerActions.paused());
    });
    await userEvent.type(input(), 'Blume{Enter}');
    for (const word of ['Haus', 'Baum', 'Garten', 'gehe', 'Hause']) {
      await userEvent.clear(input());
      await userEvent.type(input(), `${word}{Enter}`);
    }
    const summary = await screen.findByTestId('gap-summary');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('All gaps filled! 4 of 5 right at the first try.');
    expect(within(summary).getByTestId('gap-missed')).toHaveTextContent('Haus (1 wrong try)');
    expect(feedback()).toHaveTextContent('All gaps filled: 4 of 5 right at the first try.');
    expect(feedback()).not.toHaveTextContent('Right:');
    // No stale hint or field once the game is over.
    expect(screen.queryByRole('textbox', { name: 'Missing word' })).not.toBeInTheDocument();

    await userEvent.click(within(summary).getByRole('button', { name: 'Play again' }));
    expect(sent('player/seek').at(-1)?.[0].payload).toBe(0);
    expect(score()).toHaveTextContent('Score: 0 / 5 (0 wrong tries)');
    expect(screen.queryByTestId('gap-summary')).not.toBeInTheDocument();
  });

  it('takes the noun without its article as right, and asks for the article', async () => {
    const { store } = setup({ words: ['das Haus'], lines: [timedLine(0, 'Das Haus ist groß.')] });
    await startGame();
    await playTo(1);
    act(() => {
      store.dispatch(playerActions.paused());
    });
    await userEvent.type(input(), 'Haus{Enter}');
    expect(feedback()).toHaveTextContent(
      '“Haus” is the right word: now write it with its article.',
    );
    expect(score()).toHaveTextContent('Score: 0 / 1 (0 wrong tries)');
    await userEvent.clear(input());
    await userEvent.type(input(), 'das Haus{Enter}');
    expect(score()).toHaveTextContent('Score: 1 / 1 (0 wrong tries)');
  });

  it('hides the lyrics while the game runs, with a button to show them', async () => {
    setup();
    await screen.findAllByTestId('gap-line');
    expect(screen.getByText('The whole lyrics')).toBeVisible();
    await startGame();
    expect(screen.getByText('The whole lyrics')).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show them anyway' }));
    expect(screen.getByText('The whole lyrics')).toBeVisible();
  });

  it("without premium, plays only the lines of a restricted song's preview, said once", async () => {
    const long = [...lines, timedLine(24, 'Der Baum ist alt.')];
    setup({ lines: long, restricted: true });
    await screen.findAllByTestId('gap-line');
    expect(screen.getAllByTestId('gap-line')).toHaveLength(3);
    expect(screen.getByTestId('preview-notice')).toHaveTextContent(
      'this exercise covers the 3 lines sung in it',
    );
    expect(screen.getByText('5 gaps left')).toBeInTheDocument();
  });
});

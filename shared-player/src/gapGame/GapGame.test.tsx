import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LyricLine } from '@btb/shared-contract';
import { recordReview } from '@btb/shared-review';
import { makeStore } from '@btb/shared-store';
import { mockLessonWords, renderWithProviders, timedLine } from '@btb/shared-testing';
import { registerPlaybackClock } from '../engine/playbackClock';
import { playerActions } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import GapGame from './GapGame';

jest.mock('@btb/shared-review', () => ({
  ...jest.requireActual('@btb/shared-review'),
  recordReview: jest.fn(() => Promise.resolve(null)),
}));

const lessonCode = 'DE_EN_A1_B01_L01';
// A word every half second: "Haus" is sung 0.5-0.9, "Baum" 4.5-4.9, "Garten." 5.5-5.9.
const lines: LyricLine[] = [
  timedLine(0, 'Das Haus ist groß,', 'The house is big,'),
  timedLine(4, 'der Baum im Garten.', 'the tree in the garden.'),
  timedLine(8, 'Ich gehe nach Hause.', 'I go home.'),
];
const song: PlayerTrack = { id: 7, title: 'Haus Pop', creator: 'Lena', ysnRestricted: 0 };

let clock = 0;

interface SetupOptions {
  current?: boolean;
  playing?: boolean;
  onPlay?: () => void;
  autoStart?: boolean;
}

function setup(options: SetupOptions = {}) {
  mockLessonWords(lessonCode, ['Haus', 'Baum', 'Garten', 'gehe']);
  const store = makeStore();
  if (options.current !== false) {
    store.dispatch(playerActions.trackSelected(song));
    if (options.playing !== false) store.dispatch(playerActions.playing());
  }
  const dispatch = jest.spyOn(store, 'dispatch');
  renderWithProviders(
    <GapGame
      songId={7}
      lessonCode={lessonCode}
      lines={lines}
      onPlay={options.onPlay}
      autoStart={options.autoStart}
    />,
    { store },
  );
  const sent = (type: string) => dispatch.mock.calls.filter(([action]) => action.type === type);
  return { store, sent };
}

/** The song reaches `time` (what the media element's clock says). */
async function playTo(time: number) {
  await act(async () => {
    clock = time;
    await new Promise((resolve) => setTimeout(resolve, 150));
  });
}

const input = () => screen.getByRole('textbox', { name: 'Missing word' });
const score = () => screen.getByTestId('gap-score');
const feedback = () => screen.getByTestId('gap-feedback');
const reviews = () =>
  jest
    .mocked(recordReview)
    .mock.calls.map(([review]) => [review.lessonCode, review.word, review.rating]);

async function startGame() {
  await userEvent.click(await screen.findByRole('button', { name: 'Start from the beginning' }));
}

describe('fill the gap', () => {
  beforeEach(() => {
    clock = 0;
    registerPlaybackClock(() => clock);
    jest.mocked(recordReview).mockClear();
  });
  afterEach(() => registerPlaybackClock(null));

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
    expect(score()).toHaveTextContent('Score: 0 / 0 (1 wrong try)');
    expect(sent('player/resume')).toHaveLength(1); // only the start's
    expect(input()).toHaveValue('Blume');

    await userEvent.clear(input());
    await userEvent.type(input(), 'haus{Enter}');
    expect(feedback()).toHaveTextContent('Right: Haus');
    expect(sent('player/resume')).toHaveLength(2);
    expect(score()).toHaveTextContent('Score: 0 / 1 (1 wrong try)');
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
    expect(score()).toHaveTextContent('Score: 3 / 3 (0 wrong tries)');
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
});

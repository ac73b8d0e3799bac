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
import Dictation from './Dictation';

jest.mock('@btb/shared-review', () => ({
  ...jest.requireActual('@btb/shared-review'),
  recordReview: jest.fn(() => Promise.resolve(null)),
}));

// A word every half second: line 1 is sung from 0 to 3.4, line 2 from 6 to 7.9.
const lines: LyricLine[] = [
  timedLine(0, 'Das Handy und der Computer – schön!', 'The phone and the computer – nice!'),
  timedLine(6, 'Wir hören gut zu.', 'We listen closely.'),
];
const song: PlayerTrack = { id: 7, title: 'Technik Pop', creator: 'Lena', ysnRestricted: 0 };

interface SetupOptions {
  current?: boolean;
  onPlay?: () => void;
  lines?: LyricLine[];
  restricted?: boolean;
  premium?: boolean;
}

function setup(options: SetupOptions = {}) {
  const current = options.current !== false;
  const store = exerciseStore(['das Handy', 'der Computer', 'die Maus'], current ? song : null);
  if (options.premium) store.dispatch(playerActions.setPremium(true));
  if (current) {
    store.dispatch(playerActions.paused());
    store.dispatch(playerActions.loadingEnded());
  }
  const { sent } = renderExercise(
    <Dictation
      songId={7}
      lessonCode={lessonCode}
      lines={options.lines ?? lines}
      onPlay={options.onPlay}
      restricted={options.restricted}
    />,
    store,
  );
  const seeks = () => sent('player/seek').map(([action]) => action.payload);
  return { store, sent, seeks };
}

const field = () => screen.getByRole('textbox', { name: 'What you heard' });
const feedback = () => screen.getByTestId('dictation-feedback');
const result = () => screen.getByTestId('dictation-result');
const reviews = recordedReviews;

async function start() {
  await userEvent.click(await screen.findByRole('button', { name: 'Play the first line' }));
}

describe('listen and write', () => {
  useExerciseClock();

  it('plays the first line from its start, pauses once it is sung, and focuses the field', async () => {
    const { store, sent, seeks } = setup();
    await start();
    expect(seeks()).toEqual([0]);
    expect(sent('player/resume')).toHaveLength(1);
    expect(field()).toHaveFocus();
    act(() => {
      store.dispatch(playerActions.playing());
    });
    await playTo(3.3);
    expect(sent('player/pause')).toHaveLength(0);
    // The last word ends at 3.4; a breath after it the song stops.
    await playTo(3.6);
    await waitFor(() => expect(sent('player/pause')).toHaveLength(1));
  });

  it('does not pause a learner who sought elsewhere; seeks again when a load lost the seek', async () => {
    const { store, sent, seeks } = setup();
    setClock(30);
    await start();
    act(() => {
      store.dispatch(playerActions.playing());
    });
    // The song plays elsewhere (its load lost the seek): the line is sought again.
    await waitFor(() => expect(seeks().length).toBeGreaterThan(1));
    expect(new Set(seeks())).toEqual(new Set([0]));
    await playTo(1);
    await playTo(20);
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(sent('player/pause')).toHaveLength(0);
  });

  it('accepts "oe" for "ö", whatever the case and punctuation', async () => {
    setup();
    await start();
    await userEvent.type(field(), 'das handy und der computer schoen{Enter}');
    expect(result()).toHaveTextContent('Line 1: every word right!');
    expect(feedback()).toHaveTextContent('Line 1: every word right!');
  });

  it('marks wrong and missing words, moves focus to the result and reviews the lesson words', async () => {
    setup();
    await start();
    await userEvent.type(field(), 'Das Handy und der Komputer{Enter}');
    expect(result()).toHaveFocus();
    expect(result()).toHaveTextContent('Line 1: 4 of 6 words right.');
    const marks = within(result()).getAllByTestId('dictation-mark');
    expect(marks.map((mark) => mark.dataset.mark)).toEqual([
      'right',
      'right',
      'right',
      'right',
      'wrong',
      'missing',
    ]);
    // Read out, not only shown by colour and strike-through.
    expect(marks[4]).toHaveTextContent('(wrong: you wrote “Komputer”, the word is “Computer”)');
    expect(marks[5]).toHaveTextContent('(missing: “schön!”)');
    expect(feedback()).toHaveTextContent('Line 1: 4 of 6 words right.');
    await waitFor(() =>
      expect(reviews()).toEqual([
        [lessonCode, 'das Handy', 'good'],
        [lessonCode, 'der Computer', 'again'],
      ]),
    );
    expect(field()).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Check' })).toBeDisabled();
  });

  it('Show answer shows the line and its translation; Replay line plays it from its start', async () => {
    const { sent, seeks } = setup();
    await start();
    await playTo(3.6);
    await userEvent.click(screen.getByRole('button', { name: 'Replay line' }));
    expect(seeks()).toEqual([0, 0]);
    expect(sent('player/resume')).toHaveLength(2);
    expect(field()).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Show answer' }));
    const answer = screen.getByTestId('dictation-answer');
    expect(answer).toHaveFocus();
    expect(answer).toHaveTextContent('Das Handy und der Computer – schön!');
    expect(answer).toHaveTextContent('The phone and the computer – nice!');
    expect(feedback()).toHaveTextContent('The answer to line 1 is shown.');
    // Nothing was written: nothing is reviewed.
    expect(reviews()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Next line' }));
    expect(seeks()).toEqual([0, 0, 6]);
    expect(screen.getByTestId('dictation-progress')).toHaveTextContent(
      'Line 2 of 2 · 0 of 1 line right',
    );
  });

  it('works by keyboard alone, to the score at the end', async () => {
    setup();
    const startButton = await screen.findByRole('button', { name: 'Play the first line' });
    await userEvent.tab();
    expect(startButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(field()).toHaveFocus();
    // An empty answer is not checked.
    await userEvent.keyboard('{Enter}');
    expect(feedback()).toHaveTextContent('Write what you heard first, or show the answer.');
    expect(field()).toHaveFocus();

    await userEvent.keyboard('Das Handy und der Computer schön{Enter}');
    expect(result()).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next line' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('');

    await userEvent.keyboard('wir hoeren gut{Enter}');
    expect(result()).toHaveTextContent('Line 2: 3 of 4 words right.');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'See your score' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const score = screen.getByTestId('dictation-final-score');
    expect(score).toHaveFocus();
    expect(score).toHaveTextContent('1 of 2 lines right');
    expect(score).toHaveTextContent('9 of 10 words right');
    expect(feedback()).toHaveTextContent(
      'All lines done: 1 of 2 lines right, 9 of 10 words right.',
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('plays the song first when another track is current, then the line from its start', async () => {
    const onPlay = jest.fn();
    const { store, seeks } = setup({ current: false, onPlay });
    await start();
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(seeks()).toEqual([]);
    act(() => {
      store.dispatch(playerActions.trackSelected(song));
    });
    expect(seeks()).toEqual([]);
    act(() => {
      store.dispatch(playerActions.loadingEnded());
      store.dispatch(playerActions.playing());
    });
    await waitFor(() => expect(seeks()).toEqual([0]));
  });

  describe('a restricted song', () => {
    // Lines 1 and 2 end before 20 s; line 3 is sung after the preview.
    const long = [...lines, timedLine(22, 'Wir singen weiter.', 'We sing on.')];

    it('without premium: only the lines of the 20-second preview, and the offer said once', async () => {
      setup({ lines: long, restricted: true });
      expect(await screen.findByText(/^2 lines to write:/)).toBeInTheDocument();
      expect(screen.getAllByTestId('preview-notice')).toHaveLength(1);
      expect(screen.getByTestId('preview-notice')).toHaveTextContent(
        'this exercise covers the 2 lines sung in it',
      );
      expect(
        screen.getByRole('button', { name: 'See plans and pricing (opens in a new tab)' }),
      ).toBeVisible();
    });

    it('with premium: every line, and no offer', async () => {
      setup({ lines: long, restricted: true, premium: true });
      expect(await screen.findByText(/^3 lines to write:/)).toBeInTheDocument();
      expect(screen.queryByTestId('preview-notice')).not.toBeInTheDocument();
    });
  });

  it('hides the lyrics while a line is to write, and shows them again at the end', async () => {
    setup();
    expect(await screen.findByText('The whole lyrics')).toBeVisible();
    await start();
    expect(screen.getByText('The whole lyrics')).not.toBeVisible();
    expect(screen.getByTestId('exercise-cover')).toHaveTextContent(
      'The lyrics and the word list are hidden while the exercise runs',
    );
  });
});

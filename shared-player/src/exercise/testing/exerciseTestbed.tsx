import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { recordReview } from '@btb/shared-review';
import { makeStore } from '@btb/shared-store';
import { mockLessonWords, renderWithProviders } from '@btb/shared-testing';
import { registerPlaybackClock } from '../../engine/playbackClock';
import { playerActions } from '../../state/playerSlice';
import type { PlayerTrack } from '../../state/playerTrack';
import { ExerciseCover } from '../ExerciseCover';

// What the exercises' tests (listen and write, fill the gap) share: the lesson they practise, the
// store the song is selected in, the song's clock they move, the exercise rendered above the
// lyrics it covers, and the reviews it recorded. Each test file
// mocks `recordReview` of `@btb/shared-review` itself (jest.mock holds per file).

let clock = 0;

/** The lesson the exercises are rendered with in their tests. */
export const lessonCode = 'DE_EN_A1_B01_L01';

/**
 * A store for an exercise: the lesson's words mocked as `words` and, unless `song` is null, the
 * song selected as the player's current track.
 */
export function exerciseStore(words: string[], song: PlayerTrack | null) {
  mockLessonWords(lessonCode, words);
  const store = makeStore();
  if (song) store.dispatch(playerActions.trackSelected(song));
  return store;
}

/** The song's clock for each test: at 0 before it, removed after it; no review recorded yet. */
export function useExerciseClock(): void {
  beforeEach(() => {
    clock = 0;
    registerPlaybackClock(() => clock);
    jest.mocked(recordReview).mockClear();
  });
  afterEach(() => registerPlaybackClock(null));
}

/** Puts the song at `time` at once (a position restored before the exercise starts). */
export function setClock(time: number): void {
  clock = time;
}

/** The song reaches `time` (what the media element's clock says), and the exercise's timers see it. */
export async function playTo(time: number): Promise<void> {
  await act(async () => {
    clock = time;
    await new Promise((resolve) => setTimeout(resolve, 150));
  });
}

/** Renders the exercise above the lyrics it covers; `sent(type)` lists the actions of that type. */
export function renderExercise(exercise: ReactElement, store: ReturnType<typeof makeStore>) {
  const dispatch = jest.spyOn(store, 'dispatch');
  renderWithProviders(
    <>
      {exercise}
      <ExerciseCover>
        <p>The whole lyrics</p>
      </ExerciseCover>
    </>,
    { store },
  );
  const sent = (type: string) => dispatch.mock.calls.filter(([action]) => action.type === type);
  return { store, sent };
}

/** The reviews recorded so far, as `[lesson code, word, rating]`. */
export const recordedReviews = () =>
  jest
    .mocked(recordReview)
    .mock.calls.map(([review]) => [review.lessonCode, review.word, review.rating]);

import type { Locator, Page } from 'playwright-core';
import type { Finger } from './finger';
import { readyToTap } from './readyToTap';

/** The taps of issue 74 point 5, by the name the results keep them under. */
export type TapName =
  'play' | 'wordCard' | 'nowPlaying' | 'searchFilter' | 'flashcardAnswer' | 'routeChange';

/** What a tap's page needs that only the running site knows. */
export interface TapSite {
  /** A lesson code the quiz accepts (`quizLessonCode`). */
  quizCode: string;
}

/** One measured tap: where it happens, what comes before it, and what is tapped. */
export interface TapSpec {
  name: TapName;
  /** What the learner does, for the report and the README. */
  label: string;
  path: (site: TapSite) => string;
  /** Taps made first, as a learner would (each on a page ready for it). */
  setup?: (page: Page, finger: Finger) => Promise<void>;
  target: (page: Page) => Locator;
  /** A key pressed instead of a tap, for a control whose choice a tap cannot reach (see below). */
  key?: string;
}

const playButton = (page: Page) =>
  page.locator('button[aria-label^="Play "]').filter({ visible: true }).first();

/** Setup: a finger's tap on `target` once it is ready for one. */
async function tapWhenReady(page: Page, finger: Finger, target: Locator): Promise<void> {
  await finger.tap(await readyToTap(page, target));
}

export const learnerTaps: readonly TapSpec[] = [
  {
    name: 'play',
    label: 'Play on /search',
    path: () => '/search',
    target: playButton,
  },
  {
    name: 'wordCard',
    label: 'a lyric word on /song/1 → its word card',
    path: () => '/song/1',
    target: (page) =>
      page.getByTestId('song-lyrics').getByTestId('lyric-word').filter({ visible: true }).first(),
  },
  {
    name: 'nowPlaying',
    label: 'player bar → now playing (a song playing)',
    path: () => '/search',
    async setup(page, finger) {
      await tapWhenReady(page, finger, playButton(page));
      await page.waitForFunction(
        () => {
          const audio = document.querySelector('audio');
          return !!audio && !audio.paused && audio.currentTime > 0;
        },
        null,
        { timeout: 30_000 },
      );
    },
    // On the phone's screen the bar's now-playing icon is hidden: the track's title opens it.
    target: (page) =>
      page.getByRole('region', { name: 'Audio player' }).getByTestId('player-title'),
  },
  {
    name: 'searchFilter',
    label: 'search filter Subject → first subject',
    path: () => '/search',
    // The filters are native selects: on a phone the option is chosen in the system's picker,
    // outside the page, and only the `change` reaches it (no interaction of its own for INP). The
    // choice is made with the focused select's ArrowDown instead: a trusted keydown whose default
    // action fires that `change`, so the interaction spans the page's work for the choice.
    async setup(page) {
      const subject = page.getByRole('combobox', { name: 'Subject' });
      await readyToTap(page, subject);
      await subject.focus();
    },
    target: (page) => page.getByRole('combobox', { name: 'Subject' }),
    key: 'ArrowDown',
  },
  {
    name: 'flashcardAnswer',
    label: 'flashcard answer Correct on /quiz?code=… (card turned first)',
    path: ({ quizCode }) => `/quiz?code=${quizCode}`,
    setup: (page, finger) => tapWhenReady(page, finger, page.getByTestId('flashcard')),
    target: (page) => page.getByRole('button', { name: 'Correct', exact: true }),
  },
  {
    name: 'routeChange',
    label: 'route change: / → nav Search (menu opened first)',
    path: () => '/',
    async setup(page, finger) {
      const link = page.locator('#main-navigation a[href="/search"]');
      await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
      if (await link.isVisible()) return;
      await tapWhenReady(page, finger, page.locator('button[aria-controls="main-navigation"]'));
    },
    target: (page) => page.locator('#main-navigation a[href="/search"]'),
  },
];

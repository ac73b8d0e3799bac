import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { saveLanguage } from '../support/language';
import { findSong, playerBar } from '../support/player';
import { shellOrigin } from '../support/ports';
import { answerQuiz } from '../support/quiz';
import { waitForOfflineReady } from '../support/offline';
import { pageStarted } from '../support/hydration';

/**
 * Issue 35, points 1, 3, 4 and 6: a lesson saved for offline plays in order with its lyrics and
 * runs its quiz with no network, and the answers reach the account once the network is back; its
 * review session a day later runs with no network too; a free listener's saved restricted song is
 * its 20-second preview; the saved list in en and de.
 */

/** The seeded premium learner (api/README.md): the demo account is other suites' to use. */
const learner = { email: 'premium@beat2breakthrough.test', password: 'PremiumLearner!2025' };

interface Lesson {
  strCode: string;
  sequenceName: string;
  songIds?: number[];
}

/** DE_EN's first book, and two of its lessons with a song and quiz cards, not side by side. */
async function bookAndLessons(request: APIRequestContext) {
  const overview = (await (await request.get('/api/book-overview/DE_EN')).json()) as {
    levels: { books: { id: number; bookName: string; sequences: Lesson[] }[] }[];
  };
  const book = overview.levels[0]!.books[0]!;
  const lessons: Lesson[] = [];
  for (const lesson of book.sequences) {
    if (!lesson.songIds?.length) continue;
    const quiz = await request.post('/api/quiz/validate-code', { data: { code: lesson.strCode } });
    if (quiz.ok()) lessons.push(lesson);
  }
  const [first, , third] = lessons;
  if (!first || !third) throw new Error('DE_EN has no book with three lessons of songs and cards');
  return { book, first, third };
}

/** Opens the book's lessons when they are closed. */
async function openBook(page: Page, bookId: number) {
  const toggle = page.locator(`[aria-controls="book-${bookId}"]`);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** The song the one audio element plays, by its saved key (`/offline/audio/<id>`), and its clock. */
const audioNow = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector('audio');
    return { src: audio?.getAttribute('src') ?? '', time: audio?.currentTime ?? 0 };
  });

const savedKeyOf = (id: number) => `/offline/audio/${id}`;

test.describe('saved for offline (issue 35)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('saved lessons play in order with lyrics and their quiz runs offline; the answers sync once online', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const { book, first, third } = await bookAndLessons(request);
    const login = await page.request.post('/api/auth/login', {
      data: learner,
      headers: { Origin: shellOrigin },
    });
    expect(login.ok()).toBe(true);
    const firstSong = await request.get(`/api/song/${first.songIds![0]}`);
    const firstTitle = ((await firstSong.json()) as { songTitlePublic: string }).songTitlePublic;
    await page.goto('/');
    await waitForOfflineReady(page);
    await page.goto('/book-overview/DE_EN');
    const main = page.getByRole('main');
    await openBook(page, book.id);
    for (const lesson of [first, third]) {
      await main.getByRole('button', { name: `Save for offline: ${lesson.sequenceName}` }).click();
      await expect(
        main.getByRole('button', { name: `Remove ${lesson.sequenceName} from offline` }),
      ).toBeVisible({ timeout: 60_000 });
    }

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toContainText("You're offline.");
    // The book's Play all: offline it plays what is saved, in order, and skips the rest.
    await main
      .getByRole('button', { name: `Play all songs of ${book.bookName}, lesson by lesson` })
      .click();
    await expect.poll(async () => (await audioNow(page)).src).toBe(savedKeyOf(first.songIds![0]!));
    await expect.poll(async () => (await audioNow(page)).time).toBeGreaterThan(0.5);
    // The lock screen names it too (Media Session), with no network.
    await expect
      .poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title ?? ''))
      .toBe(firstTitle);
    await playerBar(page)
      .getByRole('button', { name: 'Now playing and lyrics' })
      .locator('visible=true')
      .first()
      .click();
    await expect(page.getByTestId('lyric-line').first()).toBeVisible();
    // Heard to its end, the queue goes on by itself with the next saved song.
    await page.evaluate(() => {
      const audio = document.querySelector('audio');
      if (audio) audio.currentTime = Math.max(0, audio.duration - 2);
    });
    await expect
      .poll(async () => (await audioNow(page)).src, { timeout: 20_000 })
      .toBe(savedKeyOf(third.songIds![0]!));
    await expect.poll(async () => (await audioNow(page)).time).toBeGreaterThan(0.5);
    await expect(page.getByTestId('lyric-line').first()).toBeVisible();
    await page.keyboard.press('Escape');

    // The quiz of a saved lesson, answered with no network: the answers wait in the browser.
    const total = await answerQuiz(page, first.strCode);
    const synced = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/reviews/logs') &&
        response.request().method() === 'POST' &&
        response.ok(),
    );
    await context.setOffline(false);
    await synced;
    const logs = (await (await page.request.get('/api/reviews/logs')).json()) as {
      logs: { id: string; lessonCode: string }[];
    };
    const answered = logs.logs.filter((log) => log.lessonCode === first.strCode);
    // Every answer arrived, once (a review is never counted twice).
    expect(new Set(answered.map((log) => log.id)).size).toBe(answered.length);
    expect(answered.length).toBeGreaterThanOrEqual(total);
  });

  test('a day after its quiz, a review session of a saved lesson runs with no network', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    // Playwright's clock stands in for the day that passes between the quiz and the review.
    await page.clock.install({ time: new Date('2026-11-23T09:00:00Z') });
    const { book, first } = await bookAndLessons(request);
    await page.goto('/');
    await waitForOfflineReady(page);
    await page.goto('/book-overview/DE_EN');
    const main = page.getByRole('main');
    await openBook(page, book.id);
    await main.getByRole('button', { name: `Save for offline: ${first.sequenceName}` }).click();
    await expect(
      main.getByRole('button', { name: `Remove ${first.sequenceName} from offline` }),
    ).toBeVisible({ timeout: 60_000 });

    await context.setOffline(true);
    const total = await answerQuiz(page, first.strCode);
    await page.clock.fastForward(24 * 3600_000);
    await page.goto('/review');
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('review-due-count')).toHaveText(
      total === 1 ? '1 word due now' : `${total} words due now`,
    );
    await page.getByRole('button', { name: /^Review \d+ words?$/ }).click();
    const card = page.getByTestId('flashcard');
    for (let i = 1; i <= total; i++) {
      await page.getByRole('button', { name: 'Show Answer' }).click();
      await expect(card).toContainText('Answer');
      await page.getByRole('button', { name: /Knew it/ }).click();
      if (i < total) await expect(page.getByText(`Card ${i + 1} of`)).toBeVisible();
    }
    await expect(page.getByRole('status').filter({ hasText: 'Well done' })).toBeVisible();
  });

  test("a free listener's saved restricted song is its 20-second preview, never the full track", async ({
    page,
    request,
  }) => {
    const song = await findSong(request, 1);
    await page.goto('/');
    await waitForOfflineReady(page);
    await page.goto(`/song/${song.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Save for offline' }).click();
    await expect(page.getByTestId('save-offline')).toHaveAttribute('data-state', 'saved', {
      timeout: 60_000,
    });
    const seconds = await page.evaluate(async (key) => {
      const saved = await (await caches.open('btb-saved')).match(key);
      if (!saved) return -1;
      const audio = await new OfflineAudioContext(1, 1, 44_100).decodeAudioData(
        await saved.arrayBuffer(),
      );
      return audio.duration;
    }, savedKeyOf(song.id));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(20.5);
  });

  const texts = {
    en: { title: 'Saved for offline', total: /1 item · .+ in total/ },
    de: { title: 'Für offline gespeichert', total: /1 Eintrag · insgesamt .+/ },
  } as const;
  for (const language of ['en', 'de'] as const) {
    test(`My learning lists what is saved with its size, removes it, and is clean under axe (${language})`, async ({
      page,
      request,
    }) => {
      const song = await findSong(request, 0);
      await saveLanguage(page, language);
      await page.goto('/');
      await waitForOfflineReady(page);
      await page.goto(`/song/${song.id}`);
      const button = page.getByTestId('save-offline');
      await button.getByRole('button').click();
      await expect(button).toHaveAttribute('data-state', 'saved', { timeout: 60_000 });
      await expect(button).toContainText(/(MB|KB)/);

      await page.goto('/me');
      const list = page.getByTestId('saved-offline');
      await expect(list.getByRole('heading', { name: texts[language].title })).toBeVisible();
      await expect(list.getByTestId('saved-offline-total')).toHaveText(texts[language].total);
      await expect(list.getByTestId('saved-offline-item')).toContainText(song.title);
      await expectNoSeriousViolations(page, '[data-testid="saved-offline"]');

      await list
        .getByRole('button', { name: language === 'en' ? 'Remove all' : 'Alle entfernen' })
        .click();
      await expect(list.getByTestId('saved-offline-item')).toHaveCount(0);
      expect(
        await page.evaluate(async () => (await (await caches.open('btb-saved')).keys()).length),
      ).toBe(0);
    });
  }
});

/**
 * Issue 67, points 2 and 10: "saved" is said only once a reload with no network opens the page and
 * plays the song, however soon after the page opened it was pressed; offline, the pages say "you
 * are offline" and offer what is saved instead of calling a saved code invalid or showing codes.
 */
const truthful = {
  en: {
    save: 'Save for offline',
    saveLesson: (title: string) => `Save for offline: ${title}`,
    removeLesson: (title: string) => `Remove ${title} from offline`,
    play: 'Play',
    homeOffline: "You're offline. What you saved for offline opens and plays without a connection",
    searchOffline: "You're offline: search needs a connection.",
    subject: 'Subject',
    pair: 'German for English speakers',
    quizOffline: "You're offline, and this lesson is not saved for offline",
    question: /^Question 1 of \d+$/,
    invalid: /not valid/,
  },
  de: {
    save: 'Für offline speichern',
    saveLesson: (title: string) => `Für offline speichern: ${title}`,
    removeLesson: (title: string) => `${title} aus offline entfernen`,
    play: 'Abspielen',
    homeOffline:
      'Du bist offline. Was du für offline gespeichert hast, öffnet und spielt ohne Verbindung',
    searchOffline: 'Du bist offline: Die Suche braucht eine Verbindung.',
    subject: 'Fach',
    pair: 'Deutsch für Englischsprachige',
    quizOffline: 'Du bist offline, und diese Lektion ist nicht für offline gespeichert',
    question: /^Frage 1 von \d+$/,
    invalid: /nicht gültig/,
  },
} as const;

test.describe('offline tells the truth (issue 67)', () => {
  test.use({ serviceWorkers: 'allow' });

  for (const language of ['en', 'de'] as const) {
    const text = truthful[language];

    test(`a song saved right after the page opens opens and plays offline; home and search say offline (${language})`, async ({
      page,
      context,
      request,
    }) => {
      test.slow();
      const song = await findSong(request, 0);
      await saveLanguage(page, language);
      // No waiting for the worker: saved as soon as the page answers.
      await page.goto(`/song/${song.id}`);
      await pageStarted(page);
      const button = page.getByTestId('save-offline');
      await button.getByRole('button', { name: text.save }).click();
      await expect(button).toHaveAttribute('data-state', 'saved', { timeout: 90_000 });
      // "Saved" is said once the worker that opens it offline is active, not before.
      expect(
        await page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration())?.active?.state,
        ),
      ).toBe('activated');

      await context.setOffline(true);
      await page.reload();
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
      await main.getByRole('button', { name: text.play, exact: true }).click();
      await expect.poll(async () => (await audioNow(page)).src).toBe(savedKeyOf(song.id));
      await expect.poll(async () => (await audioNow(page)).time).toBeGreaterThan(0.5);

      // Home: "you are offline" and the saved song, which opens its page.
      await page.goto('/');
      const shelf = page.getByTestId('offline-saved');
      await expect(shelf.getByRole('status')).toContainText(text.homeOffline);
      await expectNoSeriousViolations(page, '[data-testid="offline-saved"]');
      await shelf.getByRole('link', { name: song.title }).click();
      await expect(main.getByRole('heading', { level: 1, name: song.title })).toBeVisible();

      // Search: offline, and the language pair by its name, never its code.
      await page.goto('/search?subject=DE_EN&primaryLanguage=EN');
      await expect(main.getByRole('alert')).toContainText(text.searchOffline);
      await expect(main.getByRole('combobox', { name: text.subject })).toHaveValue('DE_EN');
      await expect(
        main.getByRole('combobox', { name: text.subject }).locator('option:checked'),
      ).toHaveText(text.pair);
      await expect(main).not.toContainText('DE_EN');
      await context.setOffline(false);
    });

    test(`offline, a saved lesson's code starts its quiz and an unknown one says offline, not invalid (${language})`, async ({
      page,
      context,
      request,
    }) => {
      test.slow();
      const { book, first } = await bookAndLessons(request);
      await saveLanguage(page, language);
      await page.goto('/book-overview/DE_EN');
      await pageStarted(page);
      const main = page.getByRole('main');
      await openBook(page, book.id);
      await main.getByRole('button', { name: text.saveLesson(first.sequenceName) }).click();
      await expect(
        main.getByRole('button', { name: text.removeLesson(first.sequenceName) }),
      ).toBeVisible({ timeout: 90_000 });

      await context.setOffline(true);
      await page.goto(`/quiz?code=${first.strCode}`);
      await expect(page.getByText(text.question)).toBeVisible();
      await expect(main).not.toContainText(text.invalid);

      await page.goto('/quiz?code=DE_EN_C2_B99_L99');
      await expect(main).toContainText(text.quizOffline);
      await expect(main).not.toContainText(text.invalid);
      await expect(page.getByTestId('no-vocabulary-alert')).toHaveCount(0);
      await context.setOffline(false);
    });
  }
});

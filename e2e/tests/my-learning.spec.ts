import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { saveLanguage } from '../support/language';
import { playerBar, seekNearEnd } from '../support/player';
import { shellOrigin } from '../support/ports';
import { answerQuiz } from '../support/quiz';
import { expectNoSeriousViolations } from '../support/axe';

/**
 * Issue 20, points 3 and 5: the hands-free review mix plays one song per lesson, the lesson due
 * soonest first, and a song heard to its end shows in "My learning" (`/me`); all progress leaves as
 * one file and comes back in a fresh browser; the page is clean under axe in English and German.
 */

interface Lesson {
  code: string;
  name: string;
  /** The lesson's first song: the one the mix plays for it. */
  song: { id: number; title: string };
}

interface Overview {
  levels: { books: { sequences: { strCode: string }[] }[] }[];
}

/** Lessons of the seeded catalogue with vocabulary and a song each, every one a different song. */
async function lessonsWithSongs(request: APIRequestContext, count: number): Promise<Lesson[]> {
  const overview = (await (await request.get('/api/book-overview/DE_EN')).json()) as Overview;
  const codes = overview.levels.flatMap((l) => l.books.flatMap((b) => b.sequences));
  const found: Lesson[] = [];
  for (const { strCode } of codes.slice(0, 30)) {
    const check = await request.post('/api/quiz/validate-code', { data: { code: strCode } });
    if (!check.ok()) continue;
    const { sequenceName } = (await check.json()) as { sequenceName: string };
    const songs = (await (
      await request.get(`/api/songs/by-code/${encodeURIComponent(strCode)}`)
    ).json()) as { songID: number; songTitlePublic: string; songTitle: string }[];
    const first = songs[0];
    if (!first || found.some((lesson) => lesson.song.id === first.songID)) continue;
    const title = first.songTitlePublic || first.songTitle;
    found.push({ code: strCode, name: sequenceName || strCode, song: { id: first.songID, title } });
    if (found.length === count) return found;
  }
  throw new Error(`The catalogue needs ${count} lessons with vocabulary and different songs.`);
}

const playerTitle = (page: Page) => playerBar(page).getByTestId('player-title');

/** `/me` with its content in (not the loading skeletons). */
async function openMyLearning(page: Page) {
  await page.goto('/me');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('my-learning-loading')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const section = (page: Page, id: string) => page.getByTestId(id);

test.describe('my learning', () => {
  test('the review mix plays one song per lesson, the lesson due soonest first, and lists a song heard to its end', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const [first, second] = await lessonsWithSongs(request, 2);
    const start = new Date();
    start.setHours(9, 0, 0, 0);
    const day = 24 * 60 * 60 * 1000;
    await page.clock.install({ time: start });

    // The first lesson today, the second a day later: the first one's words fall due first.
    await answerQuiz(page, first!.code);
    await page.clock.setSystemTime(new Date(start.getTime() + day));
    await answerQuiz(page, second!.code);
    await page.clock.setSystemTime(new Date(start.getTime() + 3 * day));

    await openMyLearning(page);
    await expect(section(page, 'my-lessons').getByTestId('lesson-row')).toHaveCount(2);
    await expect(section(page, 'my-heard-songs')).toContainText('No song heard to its end yet.');

    await page.getByRole('button', { name: /^Play my review mix/ }).click();
    await expect(playerTitle(page)).toHaveText(first!.song.title);
    // Hands-free: it plays with the now-playing view open.
    const nowPlaying = page.getByRole('dialog');
    await expect(nowPlaying.getByTestId('now-playing-title')).toHaveText(first!.song.title);
    await page.keyboard.press('Escape');
    await expect(nowPlaying).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => navigator.mediaSession.metadata?.album))
      .toBe('My review mix');
    // One song per lesson: the second lesson's song is next, and the queue ends there.
    await seekNearEnd(page);
    await expect(playerTitle(page)).toHaveText(second!.song.title, { timeout: 15_000 });
    await expect(
      playerBar(page).getByRole('button', { name: /^(Pause|Pausieren)$/ }),
    ).toBeVisible();

    // Heard to its end: listed while the page is open, and after a reload.
    const heard = section(page, 'my-heard-songs');
    await expect(heard.getByRole('link', { name: first!.song.title })).toBeVisible();
    await openMyLearning(page);
    await expect(heard.getByRole('link', { name: first!.song.title })).toBeVisible();
    await expect(heard.getByTestId('song-row')).toHaveCount(1);
    await expect(section(page, 'my-recent-songs').getByTestId('song-row')).toHaveCount(2);
  });

  test('export, then import into a fresh browser restores /me; a wrong file changes nothing', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const [lesson] = await lessonsWithSongs(request, 1);
    await answerQuiz(page, lesson!.code);

    // A liked song, and the lesson's song heard to its end.
    await page.goto(`/song/${lesson!.song.id}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Like,/ })
      .click();
    await expect(page.getByRole('main').getByRole('button', { name: /^Liked,/ })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click();
    await expect(playerTitle(page)).toHaveText(lesson!.song.title);
    await seekNearEnd(page);
    await expect(playerBar(page).getByRole('button', { name: /^(Play|Abspielen)$/ })).toBeVisible({
      timeout: 15_000,
    });

    await openMyLearning(page);
    const lessons = section(page, 'my-lessons');
    await expect(lessons.getByTestId('lesson-row')).toContainText(lesson!.name);
    const lessonCounts = await lessons.getByTestId('lesson-row').textContent();
    await expect(section(page, 'my-liked-songs').getByRole('link')).toHaveText([
      lesson!.song.title,
    ]);
    await expect(page.getByTestId('stat-streak')).toContainText('1 day');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export progress' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^beat-to-breakthrough-progress-.*\.json$/);
    const exported = await readFile((await download.path())!, 'utf8');
    expect(JSON.parse(exported)).toMatchObject({ format: 'btb-progress', version: 1 });

    const fresh = await browser.newContext({
      baseURL: shellOrigin,
      storageState: testInfo.project.use.storageState,
    });
    try {
      const other = await fresh.newPage();
      await openMyLearning(other);
      await expect(section(other, 'my-lessons')).toContainText('No lesson started yet.');

      const input = other.getByTestId('progress-file-input');
      await input.setInputFiles({
        name: 'notes.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ hello: 'world' })),
      });
      const transfer = section(other, 'my-progress-file');
      await expect(transfer.getByRole('alert')).toHaveText(
        'This file is not a progress file of Beat to Breakthrough. Nothing was changed.',
      );
      await expect(section(other, 'my-lessons')).toContainText('No lesson started yet.');
      await expect(section(other, 'my-liked-songs')).toContainText('No liked songs yet.');

      await input.setInputFiles({
        name: download.suggestedFilename(),
        mimeType: 'application/json',
        buffer: Buffer.from(exported),
      });
      await expect(transfer.getByRole('status')).toContainText('Progress imported');
      await expect(section(other, 'my-lessons').getByTestId('lesson-row')).toHaveText(
        lessonCounts ?? '',
      );
      await expect(section(other, 'my-liked-songs').getByRole('link')).toHaveText([
        lesson!.song.title,
      ]);
      await expect(
        section(other, 'my-heard-songs').getByRole('link', { name: lesson!.song.title }),
      ).toBeVisible();
      await expect(other.getByTestId('stat-streak')).toContainText('1 day');

      // Restored for good: a reload reads it back from the browser's own storage.
      await openMyLearning(other);
      await expect(section(other, 'my-lessons').getByTestId('lesson-row')).toHaveText(
        lessonCounts ?? '',
      );
    } finally {
      await fresh.close();
    }
  });

  for (const language of ['en', 'de'] as const) {
    test(`/me has no serious or critical axe violations in ${language}`, async ({
      page,
      request,
    }) => {
      const [lesson] = await lessonsWithSongs(request, 1);
      await answerQuiz(page, lesson!.code);
      await saveLanguage(page, language);
      await openMyLearning(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(section(page, 'my-lessons').getByTestId('lesson-row')).toHaveCount(1);
      await expectNoSeriousViolations(page);
    });
  }

  // Issue 33 point 8: "My learning" is one tap away from the nav, on a desktop and on a phone.
  const navCases = [
    { language: 'en', width: 1280, link: 'My learning', nav: 'Main navigation', menu: false },
    { language: 'de', width: 360, link: 'Mein Lernen', nav: 'Hauptnavigation', menu: true },
  ] as const;
  for (const { language, width, link, nav, menu } of navCases) {
    test(`the nav leads to My learning at ${width} px in ${language}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await saveLanguage(page, language);
      await page.goto('/search');
      const bar = page.getByRole('navigation', { name: nav });
      if (menu) {
        await expect(bar.getByRole('link', { name: link })).toBeHidden();
        await page.getByRole('button', { name: 'Menü' }).click();
      }
      await bar.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(/\/me$/);
      await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
      // The phone's menu closed on the tap; open again, it marks where the learner is.
      if (menu) await page.getByRole('button', { name: 'Menü' }).click();
      await expect(bar.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
    });
  }
});

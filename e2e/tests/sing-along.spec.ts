import { expect, test, type Page } from '@playwright/test';
import { saveLanguage } from '../support/language';
import { findSong, playerBar } from '../support/player';

/**
 * Sing along: the song page's switch streams the song's instrumental (the backing without the
 * voice) at the same place, the karaoke words still lead, and switching off brings the voice back.
 * A restricted song without premium gets its preview's instrumental.
 */

/** "Technik Pop": sung, with timed words. */
const songId = 118;

const labels = {
  en: { play: 'Play', singAlong: 'Sing along' },
  de: { play: 'Abspielen', singAlong: 'Mitsingen' },
} as const;

interface SongWords {
  lyricLines: { words: { start: number }[] }[];
}

const audioNow = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector('audio') as HTMLAudioElement;
    return { src: audio.src, time: audio.currentTime, paused: audio.paused, at: performance.now() };
  });

/** The key of the word marked as sung, once one is. */
const sungWord = (page: Page) =>
  page
    .getByTestId('song-lyrics')
    .locator('[data-testid="lyric-word"][data-sung]')
    .first()
    .getAttribute('data-word-key');

/** Waits until the audio plays `part` (a file name piece) and has moved on from where it started. */
async function waitForStream(page: Page, part: RegExp) {
  await page.waitForFunction(
    (pattern) => {
      const audio = document.querySelector('audio');
      return (
        !!audio && new RegExp(pattern).test(audio.src) && !audio.paused && audio.readyState > 2
      );
    },
    part.source,
    { timeout: 15_000 },
  );
}

for (const language of ['en', 'de'] as const) {
  const text = labels[language];

  test.describe(`sing along (${language})`, () => {
    test.beforeEach(async ({ page }) => saveLanguage(page, language));

    test('switching while playing keeps the place, the words lead; off brings the voice back', async ({
      page,
      request,
    }) => {
      const song = (await (await request.get(`/api/song/${songId}`)).json()) as SongWords;
      const firstStart = song.lyricLines.flatMap((line) => line.words)[0]?.start ?? 0;
      await page.goto(`/song/${songId}`);
      const main = page.getByRole('main');
      const toggle = main.getByRole('button', { name: text.singAlong });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await main.getByRole('button', { name: text.play, exact: true }).click();
      await waitForStream(page, /\/song-[^/]*\d\.mp3\?/);
      await page.evaluate((at) => {
        (document.querySelector('audio') as HTMLAudioElement).currentTime = at;
      }, firstStart + 0.5);
      await expect.poll(() => sungWord(page)).not.toBeNull();

      const before = await audioNow(page);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await waitForStream(page, /-instrumental\.mp3\?/);
      const after = await audioNow(page);
      expect(after.src).toMatch(/\/api\/media\/audio\/song-[^/]+-instrumental\.mp3\?/);
      const elapsed = (after.at - before.at) / 1000;
      expect(after.time).toBeGreaterThanOrEqual(before.time - 1);
      expect(after.time).toBeLessThanOrEqual(before.time + elapsed + 1);

      // The karaoke words still lead: the marked word moves on with the instrumental.
      const marked = await sungWord(page);
      await expect.poll(() => sungWord(page), { timeout: 10_000 }).not.toBe(marked);
      await expect(
        playerBar(page).getByRole('button', { name: /^(Pause|Pausieren)$/ }),
      ).toBeVisible();

      const onInstrumental = await audioNow(page);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await waitForStream(page, /\/song-[^/]*\d\.mp3\?/);
      const back = await audioNow(page);
      expect(back.src).not.toContain('-instrumental');
      expect(back.time).toBeGreaterThanOrEqual(onInstrumental.time - 1);
      expect(back.time).toBeLessThanOrEqual(
        onInstrumental.time + (back.at - onInstrumental.at) / 1000 + 1,
      );
    });

    test('a restricted song without premium sings along to its preview, and the choice is kept', async ({
      page,
      request,
    }) => {
      const restricted = await findSong(request, 1);
      await page.goto(`/song/${restricted.id}`);
      const main = page.getByRole('main');
      const toggle = main.getByRole('button', { name: text.singAlong });
      // Switched on before anything plays: it applies to the song started next, and after a reload.
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await page.reload();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await main.getByRole('button', { name: text.play, exact: true }).click();
      await waitForStream(page, /-instrumental\.mp3\?/);
      expect((await audioNow(page)).src).toMatch(/\/preview-[^/]+-instrumental\.mp3\?/);
    });
  });
}

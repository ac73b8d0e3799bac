import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { saveLanguage } from '../support/language';
import { playerBar } from '../support/player';

/**
 * Issue 67, point 8, on `/song/118` ("Technik Pop"): while the song plays, the sung line stays in
 * view as the song goes on, unless the learner scrolled away (then "Follow the song" brings it
 * back); "Show translations" puts each line's meaning under it and is remembered; on a phone the
 * lyrics are one tap from Play.
 */

const songId = 118;

const labels = {
  en: {
    play: 'Play',
    follow: 'Follow the song',
    translations: 'Show translations',
    toLyrics: 'To the lyrics',
    lyrics: 'Lyrics',
  },
  de: {
    play: 'Abspielen',
    follow: 'Dem Song folgen',
    translations: 'Übersetzungen zeigen',
    toLyrics: 'Zum Songtext',
    lyrics: 'Songtext',
  },
} as const;

interface SongLines {
  lyricLines: { start: number; text: string; translation: string }[];
}

async function songLines(request: APIRequestContext) {
  const song = (await (await request.get(`/api/song/${songId}`)).json()) as SongLines;
  expect(song.lyricLines.length).toBeGreaterThan(8);
  return song.lyricLines;
}

const lyricLine = (page: Page, index: number) =>
  page.getByTestId('song-lyrics').locator(`[data-line="${index}"]`);

/** The song goes on to line `index` (the media clock moved there, as playing would). */
async function singLine(page: Page, start: number, index: number) {
  await page.evaluate((at) => {
    (document.querySelector('audio') as HTMLAudioElement).currentTime = at;
  }, start + 0.3);
  // The line's first word is marked: the karaoke has reached it.
  await expect(lyricLine(page, index).locator('[data-sung]')).toHaveCount(1);
}

const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

for (const language of ['en', 'de'] as const) {
  const text = labels[language];

  test.describe(`karaoke follows the song (${language})`, () => {
    test.beforeEach(async ({ page }) => saveLanguage(page, language));

    /** Starts the song with the page's Play (the page opened already). */
    async function play(page: Page) {
      await page.getByRole('main').getByRole('button', { name: text.play, exact: true }).click();
      await expect(
        playerBar(page).getByRole('button', { name: /^(Pause|Pausieren)$/ }),
      ).toBeVisible();
      await page.waitForFunction(() => (document.querySelector('audio')?.duration ?? 0) > 0);
    }

    test.describe('on a short screen', () => {
      // The lyrics are far taller than the screen: a sung line leaves it as the song goes on.
      test.use({ viewport: { width: 1000, height: 520 } });

      test('the sung line stays in view as the song goes on', async ({ page, request }) => {
        const lines = await songLines(request);
        await page.goto(`/song/${songId}`);
        await play(page);
        // A learner at Play, the lyrics below the fold, is left there.
        await singLine(page, lines[0]!.start, 0);
        await expect(lyricLine(page, 1)).not.toBeInViewport();
        await page.waitForTimeout(500);
        await expect(lyricLine(page, 1)).not.toBeInViewport();

        // At the lyrics, each line sung stays in view, far down the lyrics as it goes.
        await page
          .getByRole('heading', { name: text.lyrics, exact: true })
          .scrollIntoViewIfNeeded();
        for (const index of [1, 4, 7, 10, lines.length - 1]) {
          await singLine(page, lines[index]!.start, index);
          await expect(lyricLine(page, index)).toBeInViewport({ ratio: 1 });
        }
      });

      test('after the learner scrolls away the page stays; "Follow the song" goes back', async ({
        page,
        request,
      }) => {
        const lines = await songLines(request);
        await page.goto(`/song/${songId}`);
        await play(page);
        await page
          .getByRole('heading', { name: text.lyrics, exact: true })
          .scrollIntoViewIfNeeded();
        await singLine(page, lines[2]!.start, 2);
        await expect(lyricLine(page, 2)).toBeInViewport({ ratio: 1 });

        // The learner scrolls back up to the top of the page with the wheel.
        await page.mouse.move(500, 200);
        await page.mouse.wheel(0, -10_000);
        await expect.poll(() => scrollTop(page)).toBe(0);
        for (const index of [6, lines.length - 1]) {
          await singLine(page, lines[index]!.start, index);
        }
        // Long enough for the lyrics to have been pulled back, had they been.
        await page.waitForTimeout(700);
        expect(await scrollTop(page)).toBe(0);
        await expect(lyricLine(page, lines.length - 1)).not.toBeInViewport();

        await page.getByRole('button', { name: text.follow }).click();
        await expect(lyricLine(page, lines.length - 1)).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole('button', { name: text.follow })).toHaveCount(0);
      });
    });

    test('"Show translations" shows each line\'s meaning, and is remembered', async ({
      page,
      request,
    }) => {
      const lines = await songLines(request);
      const first = lines[0]!;
      expect(first.translation).not.toBe('');
      await page.goto(`/song/${songId}`);
      const toggle = page.getByRole('main').getByRole('button', { name: text.translations });
      const translations = page.getByTestId('song-lyric-translation');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(translations).toHaveCount(0);

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(lyricLine(page, 0).getByTestId('song-lyric-translation')).toHaveText(
        first.translation,
      );
      await expect(translations).toHaveCount(lines.filter((line) => line.translation).length);

      await page.reload();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(lyricLine(page, 0).getByTestId('song-lyric-translation')).toHaveText(
        first.translation,
      );
      await toggle.click();
      await expect(translations).toHaveCount(0);
      await page.reload();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(translations).toHaveCount(0);
    });

    test.describe('on a 360 px phone', () => {
      test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

      test('the lyrics are one tap from Play', async ({ page }) => {
        await page.goto(`/song/${songId}`);
        const main = page.getByRole('main');
        const play = main.getByRole('button', { name: text.play, exact: true });
        const toLyrics = main.getByRole('link', { name: text.toLyrics });
        const heading = main.getByRole('heading', { name: text.lyrics, exact: true });
        await play.scrollIntoViewIfNeeded();
        await expect(play).toBeInViewport();
        await expect(toLyrics).toBeInViewport();
        await expect(heading).not.toBeInViewport();

        await toLyrics.tap();
        await expect(heading).toBeInViewport();
        await expect(heading).toBeFocused();
        await expect(lyricLine(page, 0)).toBeInViewport();
        // The page stays where it is: no #fragment in the address.
        expect(new URL(page.url()).hash).toBe('');
      });
    });
  });
}

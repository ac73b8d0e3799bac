import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { saveLanguage } from '../support/language';
import { audioState, findSong, playerBar } from '../support/player';
import { expectNoSeriousViolations } from '../support/axe';
import type { LyricLine } from '@btb/shared-contract';
// The planner the page uses (pure, no browser): the test expects the gaps the learner sees.
import { planGaps } from '@btb/shared-review/gapPlan';

/**
 * Issue 20, point 4: fill the gap on the song page. The lesson's words are blanked in the synced
 * lyrics; the song pauses once a gap's word has been sung (issue 32: at the word's end, not at the
 * end of its line), and the right word plays it on. Issue 33: "Play fill the gap" starts the song,
 * and the gaps are the lesson's cards as sung (articles, phrases, inflected forms).
 */

/** A song's first line with a gap (the same plan the page makes), its answer, and when it is sung. */
async function firstGap(request: APIRequestContext, songId: number) {
  const song = (await (await request.get(`/api/song/${songId}`)).json()) as {
    strCode: string;
    language: string;
    lyricLines: LyricLine[];
  };
  const lesson = await request.post('/api/quiz/validate-code', { data: { code: song.strCode } });
  expect(lesson.ok()).toBe(true);
  const { sequenceID } = (await lesson.json()) as { sequenceID: number };
  const { questions } = (await (await request.get(`/api/quiz/questions/${sequenceID}`)).json()) as {
    questions: { question: string }[];
  };
  const plan = planGaps(
    song.lyricLines,
    questions.map(({ question }) => question.trim()),
    'lesson',
    song.language,
  );
  for (const [index, line] of plan.entries()) {
    const gap = line.tokens.find((token) => token.kind === 'gap');
    if (gap?.kind === 'gap' && plan[index + 1]) {
      return { word: gap.answer, start: line.start, end: gap.end };
    }
  }
  throw new Error(`Song ${songId} sings none of its lesson's words before its last line.`);
}

const game = (page: Page) => page.getByTestId('gap-game');

/** Opens the game on the song page, which starts it: the song plays from the top. */
async function startGame(page: Page, songId: number, language: 'en' | 'de' = 'en') {
  const open = { en: 'Play fill the gap', de: 'Lückentext spielen' }[language];
  await page.goto(`/song/${songId}`);
  await page.getByRole('button', { name: open }).click();
  await expect(playerBar(page).getByRole('button', { name: /^(Pause|Pausieren)$/ })).toBeVisible();
  await page.waitForFunction(() => (document.querySelector('audio')?.duration ?? 0) > 0);
}

/** Moves the song to `seconds`, as if it had played there. */
async function seekTo(page: Page, seconds: number) {
  await page.evaluate((at) => {
    const audio = document.querySelector('audio');
    if (audio) audio.currentTime = at;
  }, seconds);
}

test.describe('fill the gap', () => {
  test('the song pauses at a gap, and typing the right word plays it on', async ({
    page,
    request,
  }) => {
    const song = await findSong(request, 0);
    const gap = await firstGap(request, song.id);
    await startGame(page, song.id);

    // Just before the gap's word is sung to its end: the song plays on to there, then waits.
    await seekTo(page, Math.max(gap.start, gap.end - 0.6));
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
    const field = game(page).getByRole('textbox', { name: 'Missing word' });
    await expect(field).toBeFocused();
    await expect(game(page).getByTestId('gap-waiting')).toBeVisible();
    const stoppedAt = (await audioState(page)).time;
    expect(stoppedAt).toBeGreaterThanOrEqual(gap.end - 0.05);
    expect(stoppedAt).toBeLessThan(gap.end + 1);

    await field.fill('not-the-word');
    await field.press('Enter');
    await expect(game(page).getByTestId('gap-feedback')).toContainText('is not the word');
    expect((await audioState(page)).paused).toBe(true);

    await field.fill(gap.word.toLocaleLowerCase());
    await field.press('Enter');
    await expect(game(page).getByTestId('gap-feedback')).toHaveText(`Right: ${gap.word}`);
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
    await expect(game(page).getByTestId('gap-score')).toHaveText('Score: 0 / 1 (1 wrong try)');
  });

  for (const language of ['en', 'de'] as const) {
    test(`axe finds nothing serious in the game, paused at a gap (${language})`, async ({
      page,
      request,
    }) => {
      await saveLanguage(page, language);
      const song = await findSong(request, 0);
      const gap = await firstGap(request, song.id);
      await startGame(page, song.id, language);
      await seekTo(page, Math.max(gap.start, gap.end - 0.6));
      await expect.poll(async () => (await audioState(page)).paused).toBe(true);
      await expect(game(page).getByRole('group')).toBeVisible();
      await expectNoSeriousViolations(page, '[data-testid="gap-game"]');
    });
  }
});

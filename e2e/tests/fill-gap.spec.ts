import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { saveLanguage } from '../support/language';
import { audioState, findSong, playFromSongPage, playerBar } from '../support/player';
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

/** The gaps the page plans for a song's lesson level (the same planner), in song order. */
async function songPlan(request: APIRequestContext, songId: number) {
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
  return planGaps(
    song.lyricLines,
    questions.map(({ question }) => question.trim()),
    'lesson',
    song.language,
  );
}

/** A song's first line with a gap (the same plan the page makes), its answer, and when it is sung. */
async function firstGap(request: APIRequestContext, songId: number) {
  const plan = await songPlan(request, songId);
  for (const [index, line] of plan.entries()) {
    const gap = line.tokens.find((token) => token.kind === 'gap');
    if (gap?.kind === 'gap' && plan[index + 1]) {
      return { word: gap.answer, start: line.start, end: gap.end, line: index };
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
    // Out of all the song's gaps, from the start (issue 67: not "0 / 0").
    const gapCount = (await songPlan(request, song.id)).reduce(
      (sum, line) => sum + line.gapIds.length,
      0,
    );
    await expect(game(page).getByTestId('gap-score')).toHaveText(
      `Score: 0 / ${gapCount} (1 wrong try)`,
    );
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

const texts = {
  en: {
    field: 'Missing word',
    score: (count: number) => `Score: 0 / ${count} (0 wrong tries)`,
    hint: (line: number) => `Line ${line}:`,
    done: 'All gaps filled!',
    playAgain: 'Play again',
    hidden: 'The lyrics and the word list are hidden while the exercise runs',
    show: 'Show them anyway',
    lyrics: 'Lyrics',
    level50: '50 % of the words',
    levelLesson: "Only the lesson's words",
  },
  de: {
    field: 'Fehlendes Wort',
    score: (count: number) => `Punkte: 0 / ${count} (0 falsche Versuche)`,
    hint: (line: number) => `Zeile ${line}:`,
    done: 'Alle Lücken gefüllt!',
    playAgain: 'Noch einmal spielen',
    hidden: 'Songtext und Wortliste sind ausgeblendet, solange die Übung läuft',
    show: 'Trotzdem zeigen',
    lyrics: 'Songtext',
    level50: '50 % der Wörter',
    levelLesson: 'Nur die Wörter der Lektion',
  },
} as const;

/** The song page's lyrics section (its heading), which the game hides while it runs. */
const lyricsHeading = (page: Page, language: 'en' | 'de') =>
  page.getByRole('heading', { level: 2, name: texts[language].lyrics, exact: true });

/** Issue 67, points 4, 6 and 7: the game starts at the start, hides the answers, ends clearly. */
test.describe('fill the gap, from the start to a clear end', () => {
  for (const language of ['en', 'de'] as const) {
    test(`after a reload left the song at 1:02, it starts at the first gap; hint and highlight agree; the lyrics hide (${language})`, async ({
      page,
      request,
    }) => {
      const text = texts[language];
      const song = await findSong(request, 0);
      const gap = await firstGap(request, song.id);
      // The song played to 1:02 (or a little past its middle), paused, and the page reloaded.
      await playFromSongPage(page, song);
      const duration = await page.evaluate(() => document.querySelector('audio')?.duration ?? 0);
      await seekTo(page, Math.min(62, duration * 0.6));
      await playerBar(page).getByRole('button', { name: 'Pause', exact: true }).click();
      await expect.poll(async () => (await audioState(page)).paused).toBe(true);
      const elapsedTime = playerBar(page).getByLabel(/^(Elapsed time|Bisherige Spielzeit)$/);
      const elapsed = await elapsedTime.innerText();
      if (language === 'de') await saveLanguage(page, 'de');
      await page.reload();
      await expect(elapsedTime).toHaveText(elapsed);
      await expect(lyricsHeading(page, language)).toBeVisible();
      await page
        .getByRole('button', {
          name: { en: 'Play fill the gap', de: 'Lückentext spielen' }[language],
        })
        .click();

      // From the top: the song plays, then stops at the first gap, not at a line near 1:02.
      await expect
        .poll(async () => (await audioState(page)).paused, { timeout: 20_000 })
        .toBe(false);
      await expect
        .poll(async () => (await audioState(page)).paused, { timeout: 20_000 })
        .toBe(true);
      const stoppedAt = (await audioState(page)).time;
      expect(stoppedAt).toBeGreaterThanOrEqual(gap.end - 0.05);
      expect(stoppedAt).toBeLessThan(gap.end + 1);
      const field = game(page).getByRole('textbox', { name: text.field });
      await expect(field).toBeFocused();
      await expect(game(page).getByText(text.hint(gap.line + 1))).toBeVisible();
      const highlighted = game(page).locator('[data-testid="gap-line"][aria-current="true"]');
      await expect(highlighted).toHaveCount(1);
      await expect(game(page).getByTestId('gap-line').nth(gap.line)).toHaveAttribute(
        'aria-current',
        'true',
      );

      // The lyrics and word list below would give the answer away: hidden, on request shown.
      await expect(page.getByTestId('exercise-cover')).toContainText(text.hidden);
      await expect(lyricsHeading(page, language)).toBeHidden();
      await page.getByRole('button', { name: text.show }).click();
      await expect(lyricsHeading(page, language)).toBeVisible();
    });

    test(`the score counts every gap from the start; the end sums up, with Play again (${language})`, async ({
      page,
      request,
    }) => {
      const text = texts[language];
      await saveLanguage(page, language);
      const song = await findSong(request, 0);
      const plan = await songPlan(request, song.id);
      const answers = plan.flatMap((line) =>
        line.tokens.flatMap((token) => (token.kind === 'gap' ? [token] : [])),
      );
      expect(answers.length).toBeGreaterThan(1);
      await startGame(page, song.id, language);
      await expect(game(page).getByTestId('gap-score')).toHaveText(text.score(answers.length));

      // Every gap sung: the song waits at each in turn, and each right word moves on to the next.
      const lastEnd = Math.max(...answers.map((token) => token.end));
      await seekTo(page, lastEnd + 0.3);
      await expect.poll(async () => (await audioState(page)).paused).toBe(true);
      const field = game(page).getByRole('textbox', { name: text.field });
      const [missed, ...rest] = answers;
      await field.fill('zzz');
      await field.press('Enter');
      for (const token of [missed!, ...rest]) {
        await field.fill(token.answer);
        await field.press('Enter');
      }
      const summary = game(page).getByTestId('gap-summary');
      await expect(summary).toBeFocused();
      await expect(summary).toContainText(text.done);
      await expect(summary.getByTestId('gap-missed')).toContainText(missed!.answer);
      await expect(game(page).getByTestId('gap-feedback')).not.toContainText(/Right:|Richtig:/);
      await expect(game(page).getByRole('textbox', { name: text.field })).toHaveCount(0);
      await expect(lyricsHeading(page, language)).toBeVisible();
      await expectNoSeriousViolations(page, '[data-testid="gap-game"]');

      await summary.getByRole('button', { name: text.playAgain }).click();
      await expect(game(page).getByTestId('gap-score')).toHaveText(text.score(answers.length));
      await expect.poll(async () => (await audioState(page)).time).toBeLessThan(lastEnd);
      await expect(lyricsHeading(page, language)).toBeHidden();
    });
  }

  test('no gap is ever inside a gloss in the learner\'s language ("das heißt „the ___“")', async ({
    page,
    request,
  }) => {
    const song = await findSong(request, 0);
    await startGame(page, song.id);
    const glossed = game(page)
      .getByTestId('gap-line')
      .filter({ hasText: /heißt „|that is "|significa «/ });
    for (const level of [texts.en.levelLesson, texts.en.level50]) {
      await page.getByRole('combobox', { name: 'Gaps' }).selectOption({ label: level });
      const count = await glossed.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const line = glossed.nth(i);
        // The quoted meaning is there in full, with no blank in it.
        const quote = await line.evaluate((element) => {
          const text = element.textContent ?? '';
          const at = Math.max(text.lastIndexOf('„'), text.indexOf(' "'), text.lastIndexOf('«'));
          return text.slice(at);
        });
        expect(quote).not.toContain('(gap)');
      }
    }
  });
});

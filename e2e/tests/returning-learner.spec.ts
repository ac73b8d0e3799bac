import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { saveLanguage } from '../support/language';
import { hearSong } from '../support/player';
import { answerQuiz } from '../support/quiz';

/**
 * Issue 67 points 5, 12, 13 and 14: a learner who skipped "I speak … / I learn …" and heard a song
 * gets "Continue" when they come back, its steps readable at 1280 px; the learning plan and My
 * learning say one number with one term for a lesson's words; the quiz page offers the learner's
 * lessons beside the code field, its example a real code. (Point 9: learning-pair.spec.ts.)
 */

interface Lesson {
  id: number;
  code: string;
  name: string;
  songIds: number[];
}

interface Overview {
  levels: {
    books: {
      sequences: { llcSID: number; strCode: string; sequenceName: string; songIds?: number[] }[];
    }[];
  }[];
}

/** The pair's plan's first two lessons, read from the live API. */
async function firstLessons(request: APIRequestContext, pair = 'DE_EN'): Promise<[Lesson, Lesson]> {
  const overview = (await (await request.get(`/api/book-overview/${pair}`)).json()) as Overview;
  const [first, second] = (overview.levels[0]?.books[0]?.sequences ?? []).map((lesson) => ({
    id: lesson.llcSID,
    code: lesson.strCode,
    name: lesson.sequenceName,
    songIds: lesson.songIds ?? [],
  }));
  if (!first || !second) throw new Error(`${pair} has no lessons`);
  return [first, second];
}

/** A button name that begins with `text` (the lesson's code follows it). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Every text of the "Continue" tiles shows whole: nothing clipped, across or down. */
async function expectTilesUncut(page: Page) {
  const cut = await page
    .getByTestId('continue-row')
    .locator('li a, li span')
    .evaluateAll((elements) =>
      elements
        .filter(
          (element) =>
            element.scrollWidth > element.clientWidth + 1 ||
            element.scrollHeight > element.clientHeight + 1,
        )
        .map((element) => element.textContent),
    );
  expect(cut).toEqual([]);
}

const texts = {
  en: {
    continueTitle: 'Continue',
    navNone: 'Languages',
    planWords: /((\d+) words? learned), \d+ due/,
    statLearned: 'Words learned',
    offered: 'Or take the quiz of one of your lessons',
    example: (code: string) => `e.g. ${code}`,
    first: (name: string) => `First lesson: ${name}`,
    current: (name: string) => `Current lesson: ${name}`,
    recent: (name: string) => `Recently: ${name}`,
    newcomerPair: 'DE_EN',
  },
  de: {
    continueTitle: 'Weitermachen',
    navNone: 'Sprachen',
    planWords: /((\d+) (?:Wort|Wörter) gelernt), \d+ fällig/,
    statLearned: 'Gelernte Wörter',
    offered: 'Oder mach das Quiz einer deiner Lektionen',
    example: (code: string) => `z. B. ${code}`,
    first: (name: string) => `Erste Lektion: ${name}`,
    current: (name: string) => `Aktuelle Lektion: ${name}`,
    recent: (name: string) => `Zuletzt: ${name}`,
    newcomerPair: 'EN_DE',
  },
} as const;

for (const language of ['en', 'de'] as const) {
  const say = texts[language];

  test(`a learner who skipped the languages and heard a song gets Continue back (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const [lesson] = await firstLessons(request);
    expect(lesson.songIds.length).toBeGreaterThan(0);
    // The suites' visitor skipped "I speak … / I learn …" (no pair chosen).
    await hearSong(page, request, lesson.songIds[0]!);

    await saveLanguage(page, language);
    await page.goto('/');
    const row = page.getByRole('region', { name: say.continueTitle });
    await expect(row).toBeVisible();
    await expect(page.getByTestId('continue-next').getByRole('link')).toHaveAttribute(
      'href',
      `/book-overview/${lesson.code}`,
    );
    // The lesson last worked on: its next song not heard yet, or its quiz when all are heard.
    await expect(page.getByTestId('continue-last').getByRole('link')).toHaveAttribute(
      'href',
      lesson.songIds.length > 1 ? `/song/${lesson.songIds[1]}` : `/quiz?code=${lesson.code}`,
    );
    await expect(row).toHaveAttribute('aria-busy', 'false');
    await expectTilesUncut(page);
    // Still no pair chosen: the nav asks for one.
    await expect(
      page.getByRole('navigation').getByRole('button', { name: say.navNone }),
    ).toBeVisible();
  });

  test(`the learning plan and My learning count a lesson's words the same, in the same words (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const [lesson] = await firstLessons(request);
    const total = await answerQuiz(page, lesson.code);

    await saveLanguage(page, language);
    await page.goto(`/book-overview/${lesson.code}`);
    const progress = page.locator(`#lesson-${lesson.id}`).getByTestId('lesson-progress');
    await expect(progress).toContainText(say.planWords);
    const planLine = say.planWords.exec((await progress.textContent()) ?? '')!;
    expect(Number(planLine[2])).toBe(total);

    // The same number under the same term (the due count moves with the clock: not compared).
    await page.goto('/me');
    await expect(page.getByTestId('stat-learned')).toHaveText(`${say.statLearned}${total}`);
    await expect(page.getByTestId('lesson-row').first()).toContainText(planLine[1]!);
  });

  test(`the quiz page offers a newcomer their first lesson and a real example code (${language})`, async ({
    page,
    request,
  }) => {
    // No pair chosen, nothing done: the page language's pair, its first lesson.
    const [first] = await firstLessons(request, say.newcomerPair);
    await saveLanguage(page, language);
    await page.goto('/quiz');
    const field = page.getByRole('main').getByRole('textbox');
    await expect(field).toHaveAttribute('placeholder', say.example(first.code));
    const check = await request.post('/api/quiz/validate-code', { data: { code: first.code } });
    expect(check.ok()).toBe(true);
    const offered = page.getByRole('region', { name: say.offered });
    await expect(
      offered.getByRole('button', { name: startsWith(say.first(first.name)) }),
    ).toBeVisible();
  });

  test(`the quiz page offers a returning learner's current and recent lessons (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const [lesson, next] = await firstLessons(request);
    await answerQuiz(page, lesson.code);

    await saveLanguage(page, language);
    await page.goto('/quiz');
    const offered = page.getByRole('region', { name: say.offered });
    await expect(
      offered.getByRole('button', { name: startsWith(say.recent(lesson.name)) }),
    ).toBeVisible();
    await offered.getByRole('button', { name: startsWith(say.current(next.name)) }).click();
    await expect(page).toHaveURL(new RegExp(`/quiz\\?code=${next.code}$`));
    await expect(page.getByTestId('flashcard')).toBeVisible();
  });
}

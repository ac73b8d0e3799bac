import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { saveLanguage } from '../support/language';
import { playerBar } from '../support/player';
import { expectNoSeriousViolations } from '../support/axe';

/**
 * Issue 32, points 4 and 5, on `/song/118` ("Technik Pop"): the word being sung is marked as the
 * audio plays, and every lyric word is a button that opens its card (the lesson word's meaning,
 * the line's translation, "Add to my reviews" or a dictionary link).
 */

const songId = 118;

interface SongDetail {
  strCode: string;
  lyricLines: { text: string; translation: string; words: { text: string; start: number }[] }[];
}

interface TimedWord {
  /** The word's `data-word-key`: its line and place. */
  key: string;
  text: string;
  start: number;
}

const bare = (text: string) => text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
const fold = (text: string) => bare(text).normalize('NFC').toLocaleLowerCase();
const articles = new Set(['der', 'die', 'das', 'the', 'el', 'la']);

/** The song's timed words, and its first sung word that is a lesson word, with that card. */
async function songWords(request: APIRequestContext) {
  const song = (await (await request.get(`/api/song/${songId}`)).json()) as SongDetail;
  const words: TimedWord[] = song.lyricLines.flatMap((line, l) =>
    line.words.map((word, w) => ({ key: `${l}:${w}`, text: word.text, start: word.start })),
  );
  const lesson = await request.post('/api/quiz/validate-code', { data: { code: song.strCode } });
  expect(lesson.ok()).toBe(true);
  const { sequenceID } = (await lesson.json()) as { sequenceID: number };
  const { questions } = (await (await request.get(`/api/quiz/questions/${sequenceID}`)).json()) as {
    questions: { question: string; answer: string }[];
  };
  // A card's word is its question less the article: "das Handy" is sung as "Handy".
  const headOf = (question: string) =>
    question
      .split(/\s+/)
      .map(fold)
      .filter((word) => word && !articles.has(word))
      .join(' ');
  const lessonWord = words.find((word) =>
    questions.some(({ question }) => headOf(question) === fold(word.text)),
  );
  const card = questions.find(({ question }) => headOf(question) === fold(lessonWord?.text ?? ''));
  // A word of no lesson: no card's word shares even its first four letters (no inflected form).
  const otherWord = words.find((word) => {
    const folded = fold(word.text);
    return (
      folded.length > 3 &&
      !articles.has(folded) &&
      !questions.some(({ question }) =>
        headOf(question)
          .split(' ')
          .some((head) => head.slice(0, 4) === folded.slice(0, 4)),
      )
    );
  });
  if (lessonWord && card) return { words, lessonWord, card, otherWord };
  throw new Error(`Song ${songId} sings none of its lesson's words.`);
}

const lyrics = (page: Page) => page.getByTestId('song-lyrics');
const wordButton = (page: Page, word: TimedWord) =>
  lyrics(page).locator(`[data-testid="lyric-word"][data-word-key="${word.key}"]`);

async function playSong(page: Page) {
  await page.goto(`/song/${songId}`);
  await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click();
  await expect(playerBar(page).getByRole('button', { name: /^(Pause|Pausieren)$/ })).toBeVisible();
  await page.waitForFunction(() => (document.querySelector('audio')?.duration ?? 0) > 0);
}

/** The words marked while the song plays for `ms`, with the media clock when each was marked. */
async function marksDuring(page: Page, ms: number) {
  return page.evaluate(async (wait) => {
    const audio = document.querySelector('audio') as HTMLAudioElement;
    const root = document.querySelector('[data-testid="song-lyrics"]') as HTMLElement;
    const seen: { key: string; time: number }[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as Element;
        if (element.hasAttribute('data-sung')) {
          seen.push({ key: element.getAttribute('data-word-key') ?? '', time: audio.currentTime });
        }
      }
    });
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['data-sung'] });
    await new Promise((resolve) => setTimeout(resolve, wait));
    observer.disconnect();
    return seen;
  }, ms);
}

test.describe('karaoke words', () => {
  test('the marked word follows playback, within 100 ms of each word, at 1×, 0.5× and 1.5×', async ({
    page,
    request,
  }) => {
    const { words } = await songWords(request);
    const startOf = new Map(words.map((word) => [word.key, word.start]));
    const first = words[0]!;
    await playSong(page);

    for (const speed of ['1', '0.5', '1.5']) {
      await playerBar(page).getByRole('combobox', { name: 'Playback speed' }).selectOption(speed);
      await page.evaluate(
        (at) => {
          const audio = document.querySelector('audio');
          if (audio) audio.currentTime = at;
        },
        Math.max(0, first.start - 0.3),
      );
      const marks = await marksDuring(page, 4000);
      expect(marks.length, `words marked at ${speed}×`).toBeGreaterThan(2);
      let previous = -Infinity;
      for (const mark of marks) {
        const start = startOf.get(mark.key);
        expect(start, mark.key).toBeDefined();
        // The mark moves to a later word each time, and comes with its word's start.
        expect(start!).toBeGreaterThan(previous);
        previous = start!;
        expect(mark.time - start!, `${mark.key} at ${speed}×`).toBeGreaterThanOrEqual(-0.02);
        expect(mark.time - start!, `${mark.key} at ${speed}×`).toBeLessThan(0.1);
      }
      // One word at a time.
      expect(await lyrics(page).locator('[data-sung]').count()).toBeLessThanOrEqual(1);
    }
  });

  test('a lesson word shows its meaning, and "Add to my reviews" puts it on /review', async ({
    page,
    request,
  }) => {
    await page.clock.install({ time: new Date('2026-11-23T09:00:00Z') });
    const { lessonWord, card } = await songWords(request);
    await page.goto(`/song/${songId}`);
    const button = wordButton(page, lessonWord);
    await button.click();
    const dialog = page.getByRole('dialog', { name: bare(lessonWord.text) });
    await expect(dialog.getByTestId('word-card-translation')).toHaveText(
      card.answer ? `${card.question} – ${card.answer}` : card.question,
    );
    await expect(dialog.getByTestId('word-card-line-translation')).not.toBeEmpty();
    await dialog.getByRole('button', { name: 'Add to my reviews' }).click();
    await expect(dialog.getByTestId('word-card-review-due')).toContainText('In your reviews · due');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // The card is on /review: the new word comes back within minutes.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Review' })
      .click();
    await expect(page).toHaveURL(/\/review$/);
    // The page first: a remote still loading while the clock jumps 5 minutes would time out.
    await expect(page.getByRole('heading', { level: 1, name: 'Review your words' })).toBeVisible();
    await page.clock.fastForward(5 * 60_000);
    await expect(page.getByTestId('review-due-count')).toHaveText('1 word due now');
    await page.getByRole('button', { name: /^Review \d+ words?$/ }).click();
    await expect(page.getByTestId('flashcard')).toContainText(card.question);
  });

  test('keyboard only: Tab reaches the words, arrows a word, Enter opens its card, Escape closes it, focus returns', async ({
    page,
    request,
  }) => {
    const { lessonWord } = await songWords(request);
    await page.goto(`/song/${songId}`);
    const target = wordButton(page, lessonWord);
    await expect(target).toBeVisible();
    // The lyrics are one tab stop: Tab through the page to the first word, then arrows to the word.
    const firstWord = lyrics(page).getByTestId('lyric-word').first();
    for (
      let i = 0;
      i < 80 && !(await firstWord.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(firstWord).toBeFocused();
    for (
      let i = 0;
      i < 200 && !(await target.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('ArrowRight');
    }
    await expect(target).toBeFocused();
    // The focus is visible on it.
    expect(await target.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: bare(lessonWord.text) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('word-card-translation')).toBeVisible();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Tab stays inside the card.
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(target).toBeFocused();
  });

  for (const language of ['en', 'de'] as const) {
    test(`axe finds nothing serious on the word card (${language})`, async ({ page, request }) => {
      await saveLanguage(page, language);
      const { lessonWord, otherWord } = await songWords(request);
      await page.goto(`/song/${songId}`);

      await wordButton(page, lessonWord).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('word-card-translation')).toBeVisible();
      await expect(dialog.getByTestId('word-card-add')).toBeVisible();
      await expectNoSeriousViolations(page, '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // A word of no lesson: the dictionary link, opening a new tab.
      expect(otherWord, 'a sung word that is no lesson word').toBeDefined();
      await wordButton(page, otherWord!).click();
      const link = dialog.getByTestId('word-card-dictionary');
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expectNoSeriousViolations(page, '[role="dialog"]');
    });
  }
});

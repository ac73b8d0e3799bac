import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { saveLanguage } from '../support/language';
import { audioState } from '../support/player';

/**
 * Issue 32, point 6: listen and write on the song page. A line plays and stops where its voice
 * ends; what the learner writes is checked word by word, with "oe", "ue", "ae" and "ss" taken for
 * ö, ü, ä and ß. Keyboard only, and axe-clean in English, German and Spanish.
 */

interface TimedLine {
  start: number;
  end: number;
  text: string;
  words: { text: string }[];
}

const spellings: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
};
/** The line as written without a German keyboard: "hör" as "hoer", "heißt" as "heisst". */
const withoutUmlauts = (text: string) =>
  text.replace(/[äöüÄÖÜß]/g, (letter) => spellings[letter] ?? letter);

/**
 * A German song of `subject` anyone may hear in full (no 20-second preview), and its first sung
 * line with an umlaut or ß: its place among the song's lines (the dictation goes through them in
 * order).
 */
async function germanLineWithUmlaut(request: APIRequestContext, subject = 'DE_EN') {
  const response = await request.get('/api/songs/all');
  expect(response.ok()).toBe(true);
  const songs = (await response.json()) as { id: number; ysnRestricted: 0 | 1; subject: string }[];
  const free = songs.filter((song) => song.ysnRestricted === 0 && song.subject === subject);
  for (const { id } of free.slice(0, 60)) {
    const song = (await (await request.get(`/api/song/${id}`)).json()) as {
      language: string;
      lyricLines: TimedLine[];
    };
    if (song.language.toLowerCase() !== 'de') continue;
    const lines = [...song.lyricLines].sort((a, b) => a.start - b.start);
    const index = lines.findIndex((line) => /[äöüß]/i.test(line.text));
    const line = lines[index];
    if (line) return { songId: id, index, line };
  }
  throw new Error('No free German song sings a line with an umlaut or ß.');
}

const texts = {
  en: {
    open: 'Open listen and write',
    start: 'Play the first line',
    field: 'What you heard',
    showAnswer: 'Show answer',
    next: 'Next line',
    allRight: 'every word right!',
  },
  de: {
    open: 'Hören und schreiben öffnen',
    start: 'Erste Zeile abspielen',
    field: 'Was du gehört hast',
    showAnswer: 'Lösung zeigen',
    next: 'Nächste Zeile',
    allRight: 'Alle Wörter richtig!',
  },
  es: {
    open: 'Abrir el dictado',
    start: 'Reproducir la primera línea',
    field: 'Lo que oíste',
    showAnswer: 'Ver la respuesta',
    next: 'Siguiente línea',
    allRight: '¡todas las palabras bien!',
  },
} as const;
type TextLanguage = keyof typeof texts;

const panel = (page: Page) => page.getByTestId('dictation');

/** Presses Tab (or Shift+Tab) until `target` has focus (no mouse). */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('Focus never reached the target.');
}

/** Opens listen and write on the song page and plays its first line, by keyboard alone. */
async function startDictation(page: Page, songId: number, language: TextLanguage) {
  const text = texts[language];
  await page.goto(`/song/${songId}`);
  const open = page.getByTestId('dictation-section-toggle');
  await expect(open).toHaveText(text.open);
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const start = panel(page).getByRole('button', { name: text.start });
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('textbox', { name: text.field })).toBeFocused();
}

/** Skips the lines before `index`: Show answer, then Next line, by keyboard. */
async function skipTo(page: Page, index: number, language: TextLanguage) {
  const text = texts[language];
  for (let line = 0; line < index; line++) {
    await tabTo(page, panel(page).getByRole('button', { name: text.showAnswer }));
    await page.keyboard.press('Enter');
    await expect(panel(page).getByTestId('dictation-answer')).toBeFocused();
    await tabTo(page, panel(page).getByRole('button', { name: text.next }));
    await page.keyboard.press('Enter');
    await expect(panel(page).getByRole('textbox', { name: text.field })).toBeFocused();
  }
}

/** The line plays, then stops on its own: where the song stands then. */
async function hearLine(page: Page): Promise<number> {
  await expect.poll(async () => (await audioState(page)).paused, { timeout: 20_000 }).toBe(false);
  await expect.poll(async () => (await audioState(page)).paused, { timeout: 20_000 }).toBe(true);
  return (await audioState(page)).time;
}

/** Starts listen and write in English on a free German song, skipped to its line with an umlaut. */
async function startAtUmlautLine(page: Page, request: APIRequestContext) {
  const { songId, index, line } = await germanLineWithUmlaut(request);
  await startDictation(page, songId, 'en');
  await skipTo(page, index, 'en');
  return line;
}

test.describe('listen and write', () => {
  test('a line plays and stops where it is sung; "oe" for "ö" is accepted, by keyboard alone', async ({
    page,
    request,
  }) => {
    const line = await startAtUmlautLine(page, request);
    const field = panel(page).getByRole('textbox', { name: texts.en.field });

    // The line plays from its start and stops a moment after its last word.
    const stoppedAt = await hearLine(page);
    expect(stoppedAt).toBeGreaterThanOrEqual(line.end - 0.05);
    expect(stoppedAt).toBeLessThan(line.end + 0.6);

    const written = withoutUmlauts(line.text).toLocaleLowerCase();
    expect(written).not.toBe(line.text.toLocaleLowerCase());
    await field.pressSequentially(written);
    await page.keyboard.press('Enter');
    const result = panel(page).getByTestId('dictation-result');
    await expect(result).toBeFocused();
    await expect(result).toContainText(texts.en.allRight);
    await expect(panel(page).getByTestId('dictation-feedback')).toContainText(texts.en.allRight);
    await expect(result.locator('[data-mark="wrong"], [data-mark="missing"]')).toHaveCount(0);
  });

  test('a wrong word is marked and read out; Replay line plays the line from its start', async ({
    page,
    request,
  }) => {
    const line = await startAtUmlautLine(page, request);
    await hearLine(page);

    const words = line.words.map((word) => word.text);
    await page.keyboard.type([...words.slice(0, -1), 'Quatsch'].join(' '));
    await page.keyboard.press('Enter');
    const wrong = panel(page).locator('[data-mark="wrong"]');
    await expect(wrong).toHaveCount(1);
    await expect(wrong).toContainText('you wrote “Quatsch”');

    await tabTo(page, panel(page).getByRole('button', { name: 'Replay line' }), { back: true });
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
    expect((await audioState(page)).time).toBeLessThan(line.start + 1);
    await expect.poll(async () => (await audioState(page)).paused, { timeout: 20_000 }).toBe(true);
    expect((await audioState(page)).time).toBeLessThan(line.end + 0.6);
  });

  for (const language of ['en', 'de', 'es'] as const) {
    test(`axe finds nothing serious in listen and write, checked and answered (${language})`, async ({
      page,
      request,
    }) => {
      await saveLanguage(page, language);
      // Each language's own learners: in Spanish, a Spanish speaker's German song (DE_ES).
      const pair = { en: 'DE_EN', de: 'DE_EN', es: 'DE_ES' }[language];
      const { songId } = await germanLineWithUmlaut(request, pair);
      await startDictation(page, songId, language);
      await page.keyboard.type('hallo welt');
      await page.keyboard.press('Enter');
      await expect(panel(page).getByTestId('dictation-result')).toBeFocused();
      const showAnswer = panel(page).getByRole('button', { name: texts[language].showAnswer });
      await tabTo(page, showAnswer, { back: true });
      await page.keyboard.press('Enter');
      await expect(panel(page).getByTestId('dictation-answer')).toBeVisible();
      await expectNoSeriousViolations(page, '[data-testid="dictation-section"]');
    });
  }
});

/** The 20-second preview, and how long before its end a line must end to be heard in full. */
const previewSeconds = 20;
const previewLineMargin = 0.75;

/**
 * A restricted song whose preview holds some of its lines but not all: the lines a listener
 * without premium is asked to write (in order), and how many the song has.
 */
async function restrictedSongWithPreview(request: APIRequestContext) {
  const response = await request.get('/api/songs/all');
  expect(response.ok()).toBe(true);
  const songs = (await response.json()) as { id: number; ysnRestricted: 0 | 1 }[];
  for (const { id } of songs.filter((song) => song.ysnRestricted === 1).slice(0, 30)) {
    const song = (await (await request.get(`/api/song/${id}`)).json()) as {
      lyricLines: TimedLine[];
    };
    const lines = [...song.lyricLines]
      .sort((a, b) => a.start - b.start)
      .filter((line) => /\p{L}/u.test(line.text));
    const inPreview = lines.filter((line) => line.end + previewLineMargin <= previewSeconds);
    if (inPreview.length > 1 && inPreview.length < lines.length) {
      return { songId: id, inPreview, lineCount: lines.length };
    }
  }
  throw new Error('No restricted song sings some, but not all, of its lines in its preview.');
}

const previewTexts = {
  en: {
    lineCount: (count: number) => `${count} lines to write`,
    notice: (count: number) => `this exercise covers the ${count} lines sung in it`,
    offer: 'Unlock the full song',
    hidden: 'The lyrics and the word list are hidden while the exercise runs',
    lyrics: 'Lyrics',
    finished: (count: number) => new RegExp(`of ${count} lines`),
  },
  de: {
    lineCount: (count: number) => `${count} Zeilen zum Mitschreiben`,
    notice: (count: number) =>
      `deshalb übst du hier die ${count} Zeilen, die darin gesungen werden`,
    offer: 'Den ganzen Song freischalten',
    hidden: 'Songtext und Wortliste sind ausgeblendet, solange die Übung läuft',
    lyrics: 'Songtext',
    finished: (count: number) => new RegExp(`von ${count} Zeilen`),
  },
} as const;

/** Issue 67, points 3 and 6: a preview is respected, and the lyrics do not give the answers away. */
test.describe('listen and write on a restricted song, without premium', () => {
  for (const language of ['en', 'de'] as const) {
    test(`only the preview's lines, the offer once and never a dialog per line; the lyrics hidden meanwhile (${language})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const text = { ...texts[language], ...previewTexts[language] };
      await saveLanguage(page, language);
      const { songId, inPreview, lineCount } = await restrictedSongWithPreview(request);
      const count = inPreview.length;
      await page.goto(`/song/${songId}`);
      const lyrics = page.getByRole('heading', { level: 2, name: text.lyrics, exact: true });
      await expect(lyrics).toBeVisible();
      await page.getByTestId('dictation-section-toggle').click();

      await expect(panel(page)).toContainText(text.lineCount(count));
      expect(count).toBeLessThan(lineCount);
      const notice = page.getByTestId('preview-notice');
      await expect(notice).toHaveCount(1);
      await expect(notice).toContainText(text.notice(count));

      await panel(page).getByRole('button', { name: text.start }).click();
      await expect(page.getByTestId('exercise-cover')).toContainText(text.hidden);
      await expect(lyrics).toBeHidden();

      // Every line plays and stops inside the preview: the upgrade dialog never opens.
      const offer = page.getByRole('dialog', { name: text.offer });
      for (let line = 0; line < count; line++) {
        const stoppedAt = await hearLine(page);
        expect(stoppedAt).toBeLessThan(previewSeconds);
        await expect(offer).toHaveCount(0);
        await panel(page).getByRole('button', { name: text.showAnswer }).click();
        await expect(panel(page).getByTestId('dictation-answer')).toContainText(
          inPreview[line]!.text,
        );
        await panel(page).getByTestId('dictation-next').click();
      }
      await expect(panel(page).getByTestId('dictation-final-score')).toContainText(
        text.finished(count),
      );
      await expect(offer).toHaveCount(0);
      await expect(notice).toHaveCount(1);
      // Over: the lyrics are back.
      await expect(lyrics).toBeVisible();
    });
  }
});

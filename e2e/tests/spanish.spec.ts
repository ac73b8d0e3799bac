import { expect, test, type Page } from '@playwright/test';
import { remoteSamplePages, shellPagePaths } from '@btb/platform';
import { localeDirs, readLocale, valuesOf } from '@btb/shared-i18n/testing/localeFiles';
import { expectNoSeriousViolations } from '../support/axe';
import { pageStarted } from '../support/hydration';
import { saveLanguage } from '../support/language';
import { answeredVisitor } from '../support/visitorState';

/**
 * Issue 68: the site in Spanish. A Spanish browser gets Spanish from its first HTML on, the chooser
 * speaks Spanish and preselects it, a Spanish-speaking learner of German takes a lesson's quiz in
 * Spanish, and no page in German or Spanish shows an English text of the interface.
 */

/**
 * The interface's English texts that the language says otherwise: each long enough (three words or
 * more, no placeholder) that finding it on a page means the page fell back to English.
 */
function englishOnlyTexts(language: 'de' | 'es'): string[] {
  return localeDirs().flatMap((dir) => {
    const translated = new Map(valuesOf(readLocale(dir, language)));
    return valuesOf(readLocale(dir, 'en'))
      .filter(([key, english]) => translated.get(key) !== english)
      .map(([, english]) => String(english))
      .filter((english) => !english.includes('{{') && english.trim().split(/\s+/).length >= 3);
  });
}

/** What the page shows or says: its text, its accessible names and hints, its title and summary. */
const pageTexts = (page: Page) =>
  page.evaluate(() => {
    const parts = [document.body.innerText, document.title];
    const description = document.querySelector('meta[name="description"]');
    parts.push(description?.getAttribute('content') ?? '');
    for (const element of document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        parts.push(element.getAttribute(name) ?? '');
      }
    }
    return parts.join('\n');
  });

/** Every remote's page (from platform.json) and the shell's public pages. */
const pages = [...remoteSamplePages().map(({ path }) => path), shellPagePaths.privacy];

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES', storageState: answeredVisitor({ askPair: true }) });

  test('gets Spanish in the first HTML, and the chooser preselects "Hablo: español"', async ({
    page,
  }) => {
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<html[^>]*\slang="es"/);
    expect(html).toContain('hreflang="es"');
    expect(html).toContain('/manifest.webmanifest?lang=es');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('link', { name: 'Inicio' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Elegir idioma' })).toHaveValue('es');

    const chooser = page.getByRole('region', { name: 'Tus idiomas' });
    await expect(chooser.getByLabel('Hablo')).toHaveValue('es');
    await expect(chooser.getByLabel('Hablo').locator('option:checked')).toHaveText('Español');
    await expect(chooser.getByLabel('Aprendo')).toHaveValue('DE_ES');
    await expectNoSeriousViolations(page);

    // The install prompt speaks Spanish too.
    const manifest = await (await page.request.get('/manifest.webmanifest?lang=es')).json();
    expect(manifest).toMatchObject({ lang: 'es', description: expect.stringMatching(/^Aprende/) });
  });
});

test('a Spanish-speaking learner of German takes a lesson quiz in Spanish', async ({ page }) => {
  await saveLanguage(page, 'es');
  await page.goto('/quiz?code=DE_ES_A1_B01_L01');
  const position = await page.getByText(/^Pregunta 1 de \d+$/).textContent();
  const total = Number(/de (\d+)$/.exec(position ?? '')?.[1]);
  expect(total).toBeGreaterThan(0);
  await expectNoSeriousViolations(page);
  for (let question = 1; question <= total; question++) {
    const card = page.getByTestId('flashcard');
    await card.click();
    await expect(card).toContainText('Respuesta');
    await page.getByRole('button', { name: 'Correcto', exact: true }).click();
    if (question < total)
      await expect(page.getByText(`Pregunta ${question + 1} de ${total}`)).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: '¡Test terminado!' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

for (const language of ['de', 'es'] as const) {
  test(`no page shows an English text of the interface in ${language}`, async ({ page }) => {
    test.setTimeout(120_000);
    const english = englishOnlyTexts(language);
    expect(english.length).toBeGreaterThan(100);
    await saveLanguage(page, language);
    for (const path of pages) {
      await page.goto(path);
      await pageStarted(page);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const shown = await pageTexts(page);
      expect(
        english.filter((text) => shown.includes(text)),
        `${path} in ${language}`,
      ).toEqual([]);
      if (language === 'es') await expectNoSeriousViolations(page);
    }
  });
}

import { expect, test, type Page } from '@playwright/test';
import { elementHydrated } from '../support/hydration';
import { saveLanguage, chooseLanguage } from '../support/language';

/** The seeded demo learner (api/src/seed/seedAccounts.ts, documented in api/README.md). */
const demo = { email: 'demo@beat2breakthrough.test', password: 'DemoLearner!2025' };

const texts = {
  en: {
    contact: 'Contact',
    impressumButton: 'Legal notice',
    impressumDialog: 'Legal notice (Impressum)',
    login: 'Login',
    logout: 'Logout',
    email: 'E-mail',
    password: 'Password',
    loggedIn: `Logged in with: ${demo.email}`,
    failed: 'Invalid e-mail or password.',
    explore: 'Explore',
  },
  de: {
    contact: 'Kontakt',
    impressumButton: 'Impressum',
    impressumDialog: 'Impressum',
    login: 'Anmelden',
    logout: 'Abmelden',
    email: 'E-Mail',
    password: 'Passwort',
    loggedIn: `Angemeldet als: ${demo.email}`,
    failed: 'Invalid e-mail or password.',
    explore: 'Entdecken',
  },
} as const;

async function openIn(page: Page, path: string, language: 'en' | 'de') {
  await saveLanguage(page, language);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

const footer = (page: Page) => page.getByRole('contentinfo');

for (const language of ['en', 'de'] as const) {
  const t = texts[language];

  test.describe(`shell (${language})`, () => {
    test('footer dialogs open, close with Escape, and give focus back', async ({ page }) => {
      await openIn(page, '/time-calculator', language);
      await expect(footer(page).getByRole('heading', { name: t.explore })).toBeVisible();

      const contact = footer(page).getByRole('button', { name: t.contact, exact: true });
      await contact.click();
      const contactDialog = page.getByRole('dialog', { name: t.contact });
      await expect(contactDialog.getByRole('link', { name: /@/ })).toHaveAttribute(
        'href',
        /^mailto:/,
      );
      await page.keyboard.press('Escape');
      await expect(contactDialog).toBeHidden();
      await expect(contact).toBeFocused();

      const impressum = footer(page).getByRole('button', { name: t.impressumButton, exact: true });
      await impressum.click();
      const impressumDialog = page.getByRole('dialog', { name: t.impressumDialog });
      await expect(impressumDialog).toContainText(/ATU/);
      await expect(impressumDialog).toContainText(/FN /);
      await page.keyboard.press('Escape');
      await expect(impressumDialog).toBeHidden();
      await expect(impressum).toBeFocused();
    });

    test('login with the demo account, survive a reload, then log out', async ({ page }) => {
      await openIn(page, '/time-calculator', language);
      await footer(page).getByRole('button', { name: t.login, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.login });
      await dialog.getByLabel(t.email).fill(demo.email);
      await dialog.getByLabel(t.password).fill('not the password');
      await dialog.getByRole('button', { name: t.login, exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText(t.failed);

      await dialog.getByLabel(t.password).fill(demo.password);
      await dialog.getByRole('button', { name: t.login, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(footer(page)).toContainText(t.loggedIn);

      await page.reload();
      await expect(footer(page)).toContainText(t.loggedIn);

      const logout = page.waitForRequest(
        (r) => r.url().endsWith('/api/auth/logout') && r.method() === 'POST',
      );
      await footer(page).getByRole('button', { name: t.logout }).click();
      await logout;
      await expect(footer(page).getByRole('button', { name: t.login, exact: true })).toBeVisible();
      await page.reload();
      await expect(footer(page).getByRole('button', { name: t.login, exact: true })).toBeVisible();
      await expect(footer(page)).not.toContainText(t.loggedIn);
    });

    test('the Test button opens the quiz-code dialog, and Escape closes it', async ({ page }) => {
      await openIn(page, '/time-calculator', language);
      await footer(page).getByRole('button', { name: 'Test', exact: true }).click();
      // mf-quiz's dialog, or the fallback while that remote is unavailable.
      const shown = page.getByRole('dialog').or(page.getByTestId('remote-fallback'));
      await expect(shown.first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByTestId('quiz-code-slot')).toHaveCount(0);
    });
  });
}

test('the language select switches nav and footer at once and is remembered', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('language', 'en');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/search');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Search', exact: true })).toBeVisible();

  await chooseLanguage(page, 'de');
  const navDe = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(navDe.getByRole('link', { name: 'Suche', exact: true })).toBeVisible();
  await expect(navDe.getByRole('link', { name: 'Startseite', exact: true })).toBeVisible();
  await expect(footer(page).getByRole('heading', { name: 'Entdecken' })).toBeVisible();
  await expect(footer(page).getByRole('button', { name: 'Impressum' })).toBeVisible();
  await expect(page.getByTestId('player-bar')).toContainText('Wähle einen Song aus');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.reload();
  await expect(navDe.getByRole('link', { name: 'Suche', exact: true })).toBeVisible();
});

test.describe('/auth', () => {
  test('signs in with a success toast and goes home; a wrong password gives a destructive toast', async ({
    page,
  }) => {
    await openIn(page, '/auth', 'en');
    await expect(page).toHaveTitle(/^Auth \|/);
    // Typed before the form hydrates, the text would be kept but the first submit could be lost.
    await elementHydrated(page.getByRole('button', { name: 'Sign in', exact: true }));
    await page.getByLabel('E-mail').fill(demo.email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const failure = page.getByTestId('toast');
    await expect(failure).toContainText('Login failed');
    await expect(failure).toContainText('Invalid e-mail or password.');
    await expect(failure).toHaveAttribute('role', 'alert');

    await page.getByLabel('Password').fill(demo.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByTestId('toast')).toContainText('Login successful!');
    await expect(footer(page)).toContainText(`Logged in with: ${demo.email}`);
  });

  test('mode=register shows the register panel first', async ({ page }) => {
    await openIn(page, '/auth?mode=register', 'de');
    await expect(page.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
    await expect(page.getByRole('link', { name: /iOS-App/ })).toBeVisible();
    await page.getByRole('button', { name: 'Schon registriert? Anmelden' }).click();
    await expect(page.getByLabel('Passwort')).toBeVisible();
  });
});

test.describe('/confirm-email', () => {
  test('without a token it says what is wrong, in both languages', async ({ page }) => {
    await openIn(page, '/confirm-email', 'en');
    await expect(page.getByRole('alert')).toContainText(
      'No confirmation token found. Please check the link.',
    );
    await chooseLanguage(page, 'de');
    await expect(page.getByRole('alert')).toContainText(
      'Kein Bestätigungstoken gefunden. Bitte überprüfe den Link.',
    );
  });

  test('an unknown token shows the error view with a way home', async ({ page }) => {
    await openIn(page, '/confirm-email?token=not-a-real-token', 'en');
    const error = page.getByRole('alert');
    await expect(error.getByRole('heading', { name: 'Confirmation failed' })).toBeVisible();
    await error.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});

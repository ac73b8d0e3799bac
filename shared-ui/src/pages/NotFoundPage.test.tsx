import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@btb/shared-i18n';
import { renderWithProviders } from '@btb/shared-testing';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says 404 Page Not Found and links home', () => {
    renderWithProviders(<NotFoundPage />, { route: '/nope' });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(document.title).toBe('Unknown Page | Beat to Breakthrough');
  });

  it('is German in German', async () => {
    await changeLanguage('de');
    try {
      renderWithProviders(<NotFoundPage />, { route: '/nope' });
      expect(screen.getByRole('heading', { name: '404 Seite nicht gefunden' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toBeVisible();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});

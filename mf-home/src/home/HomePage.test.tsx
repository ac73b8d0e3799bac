import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@btb/shared-i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import { faq, heroSlide, playlist } from '../testFixtures';
import HomePage from './HomePage';

const headlines = { en: 'Top Rated', de: 'Am besten bewertet' };

function mockApi(language: 'en' | 'de') {
  mockFetch([
    ['GET', `/api/hero-slides?language=${language}`, () => jsonResponse([heroSlide(1)])],
    [
      'GET',
      `/api/playlists?language=${language}`,
      () => jsonResponse([playlist(1, { headline: headlines[language] })]),
    ],
    ['GET', `/api/faqs?language=${language}`, () => jsonResponse([faq(1)])],
  ]);
}

describe('HomePage', () => {
  afterEach(() => act(() => void changeLanguage('en')));

  it('sets the title and shows hero, rows and FAQ', async () => {
    mockApi('en');
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Learning from beat to breakthrough',
    );
    expect(await screen.findByRole('heading', { name: 'Slide 1' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Top Rated' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Frequently Asked Questions' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Home | Beat to Breakthrough');
  });

  it('puts the FAQ in place once the rows are in, before it comes near the viewport', async () => {
    // A viewport that never reaches the end of the page: the FAQ must not wait for it.
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      mockApi('en');
      renderWithProviders(<HomePage />);
      expect(
        await screen.findByRole('heading', { name: 'Frequently Asked Questions' }),
      ).toBeInTheDocument();
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('speaks German', async () => {
    await act(() => changeLanguage('de'));
    mockApi('de');
    renderWithProviders(<HomePage />);
    expect(
      await screen.findByRole('heading', { name: 'Häufig gestellte Fragen' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Alle anzeigen: Am besten bewertet' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Startseite | Beat to Breakthrough');
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { changeLanguage } from '@btb/shared-i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import { heroSlide } from '../../testFixtures';
import { slideIntervalMs } from '../useSlideRotation';
import { HeroSlider } from './HeroSlider';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

const currentDot = () =>
  screen
    .getAllByRole('button', { name: /go to slide/i })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;

async function renderSlides(count: number) {
  mockFetch([
    [
      'GET',
      '/api/hero-slides?language=en',
      () => jsonResponse(Array.from({ length: count }, (_, i) => heroSlide(i + 1))),
    ],
  ]);
  renderWithProviders(<HeroSlider />);
  await screen.findByRole('heading', { name: 'Slide 1' });
}

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

describe('HeroSlider', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it("asks for the first slide's background up front, and only the first's, also after rotating", async () => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    await renderSlides(3);
    advance(slideIntervalMs);
    expect(currentDot()).toBe(2);
    const preloaded = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloaded.map((link) => link.getAttribute('href'))).toEqual([
      '/api/image/hero-1-1600w.webp',
    ]);
    expect(preloaded[0]).toHaveAttribute('fetchpriority', 'high');
  });

  it('advances every 7 s and wraps around', async () => {
    await renderSlides(3);
    advance(slideIntervalMs - 200);
    expect(currentDot()).toBe(1);
    advance(200);
    expect(currentDot()).toBe(2);
    advance(slideIntervalMs);
    expect(currentDot()).toBe(3);
    advance(slideIntervalMs);
    expect(currentDot()).toBe(1);
  });

  it('pauses while the pointer is over it', async () => {
    await renderSlides(2);
    const hero = screen.getByRole('region', { name: 'Featured' });
    fireEvent.pointerEnter(hero);
    advance(slideIntervalMs * 3);
    expect(currentDot()).toBe(1);
    fireEvent.pointerLeave(hero);
    advance(slideIntervalMs);
    expect(currentDot()).toBe(2);
  });

  it('stops and restarts with the visible pause control', async () => {
    await renderSlides(2);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    advance(slideIntervalMs * 2);
    expect(currentDot()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    advance(slideIntervalMs);
    expect(currentDot()).toBe(2);
  });

  it('does not advance by itself under prefers-reduced-motion', async () => {
    mockReducedMotion(true);
    await renderSlides(3);
    advance(slideIntervalMs * 3);
    expect(currentDot()).toBe(1);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('does not advance, and shows no controls, with a single slide', async () => {
    await renderSlides(1);
    advance(slideIntervalMs * 3);
    expect(screen.getByTestId('hero-slide')).toHaveAttribute('aria-hidden', 'false');
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
  });

  it('steps with the arrows and dots, showing only the current slide', async () => {
    await renderSlides(3);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentDot()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentDot()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    const slides = screen.getAllByTestId('hero-slide');
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual([
      'true',
      'false',
      'true',
    ]);
  });
});

describe('HeroSlider links and fallbacks', () => {
  beforeEach(() => mockReducedMotion(false));
  afterEach(() => act(() => void changeLanguage('en')));

  it('follows SPEC link rules: quiz hash, in-app path, external new tab', async () => {
    mockFetch([
      [
        'GET',
        '/api/hero-slides?language=en',
        () =>
          jsonResponse([
            heroSlide(1, {
              button1Text: 'Plan',
              button1Link: '/book-overview/DE_EN',
              button2Text: 'Test yourself',
              button2Link: '#test',
            }),
            heroSlide(2, {
              button1Text: 'Platform',
              button1Link: 'https://example.com/learn',
              button1Icon: 'Unknown' as never,
              button2Text: 'Broken',
              button2Link: 'javascript:alert(1)',
            }),
          ]),
      ],
    ]);
    renderWithProviders(<HeroSlider />);
    expect(await screen.findByRole('link', { name: 'Plan' })).toHaveAttribute(
      'href',
      '/book-overview/DE_EN',
    );
    expect(screen.getByRole('link', { name: 'Test yourself' })).toHaveAttribute('href', '/quiz');
    const external = screen.getByText('Platform').closest('a');
    expect(external).toHaveAttribute('href', 'https://example.com/learn');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('Broken')).not.toBeInTheDocument();
  });

  it.each([
    ['no slides', () => jsonResponse([])],
    ['a failed request', () => jsonResponse('boom', 500)],
  ])('shows the default hero with %s', async (_case, respond) => {
    mockFetch([['GET', '/api/hero-slides?language=en', respond]]);
    renderWithProviders(<HeroSlider />);
    expect(
      await screen.findByRole('heading', { name: 'Learn languages with music' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search songs' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'Test / Quiz' })).toHaveAttribute('href', '/quiz');
  });

  it('loads the slides of the new language when it changes', async () => {
    const fetchMock = mockFetch([
      ['GET', '/api/hero-slides?language=en', () => jsonResponse([heroSlide(1)])],
      [
        'GET',
        '/api/hero-slides?language=de',
        () => jsonResponse([heroSlide(2, { headline: 'Hallo Welt' })]),
      ],
    ]);
    renderWithProviders(<HeroSlider />);
    await screen.findByRole('heading', { name: 'Slide 1' });
    await act(() => changeLanguage('de'));
    expect(await screen.findByRole('heading', { name: 'Hallo Welt' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/hero-slides?language=de', expect.anything());
  });
});

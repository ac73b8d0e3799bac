import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '@btb/shared-i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import { faq } from '../../testFixtures';
import { FaqSection } from './FaqSection';

describe('FaqSection', () => {
  afterEach(() => act(() => void changeLanguage('en')));

  it('is a single-open accordion with sanitized HTML answers', async () => {
    mockFetch([
      [
        'GET',
        '/api/faqs?language=en',
        () =>
          jsonResponse([
            faq(1, {
              strAnswer: '<p>Safe <em>answer</em><img src="x" onerror="window.hacked=1"></p>',
            }),
            faq(2),
          ]),
      ],
    ]);
    const { container } = renderWithProviders(<FaqSection />);
    expect(
      await screen.findByRole('heading', { name: 'Frequently Asked Questions' }),
    ).toBeInTheDocument();
    const first = screen.getByRole('button', { name: 'Question 1?' });
    const second = screen.getByRole('button', { name: 'Question 2?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    // The sanitizer loads with the first opened answer.
    await waitFor(() => expect(panel).toHaveTextContent('Safe answer'));
    expect(container.querySelector('[onerror]')).toBeNull();

    fireEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toBeVisible();

    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses the German heading and the German FAQs', async () => {
    await act(() => changeLanguage('de'));
    mockFetch([
      ['GET', '/api/faqs?language=de', () => jsonResponse([faq(3, { strQuestion: 'Wie?' })])],
    ]);
    renderWithProviders(<FaqSection />);
    expect(
      await screen.findByRole('heading', { name: 'Häufig gestellte Fragen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wie?' })).toBeInTheDocument();
  });

  it('scrolls to and focuses the FAQ when the page is opened at /#faq', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    mockFetch([['GET', '/api/faqs?language=en', () => jsonResponse([faq(1)])]]);
    renderWithProviders(<FaqSection />, { route: '/#faq' });
    const section = await screen.findByRole('region', { name: 'Frequently Asked Questions' });
    expect(section).toHaveAttribute('id', 'faq');
    expect(section).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['there are none', () => jsonResponse([])],
    ['they fail to load', () => jsonResponse('boom', 500)],
  ])('is hidden when %s', async (_case, respond) => {
    const fetchMock = mockFetch([['GET', '/api/faqs?language=en', respond]]);
    const { container } = renderWithProviders(<FaqSection />);
    await act(() => Promise.resolve());
    expect(fetchMock).toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });
});

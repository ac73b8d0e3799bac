import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@btb/shared-i18n';
import { renderWithProviders } from '@btb/shared-testing';
import { Toaster } from '@btb/shared-ui';
import { copiedNoticeMs } from '../results/useCopySearchUrl';
import { ResultsHeader } from './ResultsHeader';

function renderHeader(props: Partial<Parameters<typeof ResultsHeader>[0]> = {}) {
  return renderWithProviders(
    <>
      <ResultsHeader headingId="h" searching term="haus" count={2} {...props} />
      <Toaster />
    </>,
  );
}

function mockClipboard(writeText: jest.Mock | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

describe('ResultsHeader', () => {
  afterEach(() => {
    mockClipboard(undefined);
    jest.useRealTimers();
  });

  it('names the search and counts the songs, in both languages', async () => {
    const { rerender } = renderHeader({ count: 1 });
    expect(screen.getByRole('heading', { name: 'Search results for “haus”' })).toBeVisible();
    expect(screen.getByText('1 song found')).toBeVisible();
    rerender(<ResultsHeader headingId="h" searching={false} term="" count={7} />);
    expect(screen.getByRole('heading', { name: 'All songs' })).toBeVisible();
    expect(screen.getByText('7 songs found')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Copy Search URL' })).not.toBeInTheDocument();

    await act(() => i18n.changeLanguage('de'));
    try {
      rerender(<ResultsHeader headingId="h" searching term="haus" count={1} />);
      expect(screen.getByRole('heading', { name: 'Suchergebnisse für „haus“' })).toBeVisible();
      expect(screen.getByText('1 Song gefunden')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Such-URL kopieren' })).toBeVisible();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('copies the page URL and confirms it with a toast', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    renderHeader();

    await user.click(screen.getByRole('button', { name: 'Copy Search URL' }));

    // In the language the page is read in.
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?lang=en`);
    expect(await screen.findByRole('status')).toHaveTextContent('URL copied!');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeVisible();
    act(() => jest.advanceTimersByTime(copiedNoticeMs));
    expect(screen.getByRole('button', { name: 'Copy Search URL' })).toBeVisible();
  });

  it('shows the error toast when copying fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockClipboard(jest.fn().mockRejectedValue(new Error('denied')));
    renderHeader();

    await userEvent.click(screen.getByRole('button', { name: 'Copy Search URL' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to copy URL.');
    jest.restoreAllMocks();
  });

  it('treats a missing clipboard as a failure, in German too', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await act(() => i18n.changeLanguage('de'));
    try {
      renderHeader();
      await userEvent.click(screen.getByRole('button', { name: 'Such-URL kopieren' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Fehler');
      expect(alert).toHaveTextContent('URL konnte nicht kopiert werden.');
    } finally {
      await act(() => i18n.changeLanguage('en'));
      jest.restoreAllMocks();
    }
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@btb/shared-router';
import { renderWithProviders } from '@btb/shared-testing';
import { BookOverviewHeader } from './BookOverviewHeader';

describe('BookOverviewHeader', () => {
  afterEach(() => jest.useRealTimers());

  it('shows title and code, and goes home when there is no history to go back to', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/book-overview/:code" element={<BookOverviewHeader code="DE_EN" />} />
      </Routes>,
      { route: '/book-overview/DE_EN' },
    );
    expect(screen.getByRole('heading', { name: 'Book Overview' })).toBeInTheDocument();
    expect(screen.getByText('DE_EN')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});

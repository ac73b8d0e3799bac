import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Navigate, Route, Routes } from '@btb/shared-router';
import { renderWithProviders } from '@btb/shared-testing';
import { BackButton } from './BackButton';

const site = (
  <Routes>
    <Route path="/" element={<p>Home page</p>} />
    <Route path="/search" element={<Link to="/song/7">Open song</Link>} />
    {/* Replacing the first entry: a visit with nowhere to go back to, yet not the landing key. */}
    <Route path="/landing" element={<Navigate to="/song/7" replace />} />
    <Route path="/song/:id" element={<BackButton />} />
  </Routes>
);

describe('BackButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('goes back in history when there is somewhere to go back to', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(site, { route: '/search' });
    await user.click(screen.getByRole('link', { name: 'Open song' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('link', { name: 'Open song' })).toBeInTheDocument();
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });

  it('goes home at once on the page the visit started on', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(site, { route: '/song/7' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('goes home when history back did not move within 100 ms', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(site, { route: '/landing' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    act(() => jest.advanceTimersByTime(99));
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});

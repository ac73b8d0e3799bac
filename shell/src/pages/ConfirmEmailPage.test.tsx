import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@btb/shared-i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import { ConfirmEmailPage } from './ConfirmEmailPage';

const renderAt = (route: string) => renderWithProviders(<ConfirmEmailPage />, { route });

describe('ConfirmEmailPage', () => {
  beforeEach(() => act(() => changeLanguage('en')));

  it('confirms the token once, with a spinner, then shows the confirmed e-mail', async () => {
    const fetchMock = mockFetch([
      [
        'POST',
        '/api/auth/confirm-email',
        () => jsonResponse({ user: { email: 'new@example.com' }, message: 'Confirmed' }),
      ],
    ]);
    renderAt('/confirm-email?token=abc123');
    expect(
      screen.getByRole('status', { name: 'Confirming your e-mail address...' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Your account is activated' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Confirmed e-mail: new@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: 'abc123' });
  });

  it('explains a missing token, in English and German', async () => {
    renderAt('/confirm-email');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No confirmation token found. Please check the link.',
    );
    expect(screen.getByText(/please contact us/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toBeInTheDocument();

    await act(() => changeLanguage('de'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Kein Bestätigungstoken gefunden. Bitte überprüfe den Link.',
    );
  });

  it('shows the server message, the default failure text, or the connection error', async () => {
    mockFetch([
      ['POST', '/api/auth/confirm-email', () => jsonResponse({ message: 'Link expired' }, 400)],
    ]);
    const first = renderAt('/confirm-email?token=old');
    expect(await screen.findByText('Link expired')).toBeInTheDocument();
    first.unmount();

    mockFetch([['POST', '/api/auth/confirm-email', () => jsonResponse(undefined, 500)]]);
    const second = renderAt('/confirm-email?token=x');
    expect(await screen.findByText('Confirmation failed', { selector: 'p' })).toBeInTheDocument();
    second.unmount();

    mockFetch([]);
    renderAt('/confirm-email?token=y');
    expect(
      await screen.findByText('Connection error. Please try again later.'),
    ).toBeInTheDocument();
  });
});

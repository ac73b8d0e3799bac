import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@btb/shared-router';
import { changeLanguage } from '@btb/shared-i18n';
import { selectCurrentToast } from '@btb/shared-store';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import { AuthPage } from './AuthPage';

function renderAuth(route = '/auth') {
  const view = renderWithProviders(
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { route },
  );
  return { ...view, user: userEvent.setup() };
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('E-mail'), 'demo@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('AuthPage', () => {
  beforeEach(() => act(() => changeLanguage('en')));

  it('signs in, shows the success toast and goes home', async () => {
    mockFetch([['POST', '/api/auth/login', () => jsonResponse({ success: true, message: 'ok' })]]);
    const { user, store } = renderAuth();
    expect(document.title).toBe('Auth | Beat to Breakthrough');
    expect(screen.getByRole('link', { name: 'Beat to Breakthrough, home' })).toHaveAttribute(
      'href',
      '/',
    );
    await signIn(user);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(selectCurrentToast(store.getState())).toMatchObject({
      title: 'Success',
      description: 'Login successful!',
    });
    expect(store.getState().auth?.email).toBe('demo@example.com');
  });

  it('shows "Signing in..." while pending', async () => {
    mockFetch([['POST', '/api/auth/login', () => new Promise<Response>(() => {})]]);
    const { user } = renderAuth();
    await signIn(user);
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });

  it('shows a destructive toast with the server message, or just "Login failed"', async () => {
    mockFetch([
      ['POST', '/api/auth/login', () => jsonResponse({ message: 'Wrong password' }, 401)],
    ]);
    const { user, store } = renderAuth();
    await signIn(user);
    await screen.findByRole('button', { name: 'Sign in' });
    expect(selectCurrentToast(store.getState())).toMatchObject({
      title: 'Login failed',
      description: 'Wrong password',
      variant: 'destructive',
    });

    mockFetch([['POST', '/api/auth/login', () => jsonResponse({ success: false, message: '' })]]);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('button', { name: 'Sign in' });
    expect(selectCurrentToast(store.getState())).toMatchObject({
      title: 'Login failed',
      description: undefined,
      variant: 'destructive',
    });
  });

  it('shows the register panel first with mode=register, and toggles back', async () => {
    const { user } = renderAuth('/auth?mode=register');
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /iOS app/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Already registered? Sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No account yet? Register' }));
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await act(() => changeLanguage('de'));
    renderAuth();
    expect(screen.getByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Noch kein Konto? Registrieren' }),
    ).toBeInTheDocument();
  });
});

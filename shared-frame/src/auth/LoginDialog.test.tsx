import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@btb/shared-i18n';
import { selectPlayer } from '@btb/shared-player';
import { openDialog } from '@btb/shared-store';
import { jsonResponse, mockFetch, renderWithProviders } from '@btb/shared-testing';
import { SiteDialogs } from '../dialogs/SiteDialogs';
import { FooterAccount } from '../footer/FooterAccount';
import '../frameNamespace';

jest.mock('@btb/shared-federation/runtime', () => ({ loadRemoteComponent: jest.fn() }));

function renderLogin() {
  const view = renderWithProviders(
    <>
      <FooterAccount />
      <SiteDialogs />
    </>,
  );
  return { ...view, user: userEvent.setup() };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, password = 'secret') {
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  await user.clear(within(dialog).getByLabelText('E-mail'));
  await user.type(within(dialog).getByLabelText('E-mail'), 'demo@example.com');
  await user.clear(within(dialog).getByLabelText('Password'));
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));
  return dialog;
}

describe('Login dialog', () => {
  beforeEach(() => act(() => changeLanguage('en')));

  it('logs in, shows "Logged in with" in the footer, closes, and logs out on the server too', async () => {
    const fetchMock = mockFetch([
      [
        'POST',
        '/api/auth/login',
        () =>
          jsonResponse({ success: true, message: 'ok', email: 'demo@example.com', premium: true }),
      ],
      ['POST', '/api/auth/logout', () => jsonResponse({ success: true, message: 'bye' })],
    ]);
    const { user, store } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await fillAndSubmit(user);

    expect(await screen.findByText('Logged in with: demo@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectPlayer(store.getState()).premium).toBe(true);
    const loginCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login');
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({
      email: 'demo@example.com',
      password: 'secret',
    });

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(selectPlayer(store.getState()).premium).toBe(false);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('requires e-mail and password and shows the pending label', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch([
      ['POST', '/api/auth/login', () => new Promise<Response>((resolve) => (answer = resolve))],
    ]);
    const { user, store } = renderLogin();
    act(() => {
      store.dispatch(openDialog('login'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(dialog).getByLabelText('E-mail')).toBeRequired();
    expect(within(dialog).getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText('Password')).toBeRequired();

    await fillAndSubmit(user);
    expect(within(dialog).getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await act(async () => answer(jsonResponse({ success: false, message: '' })));
  });

  it('shows the server message, or the default failure text', async () => {
    mockFetch([
      ['POST', '/api/auth/login', () => jsonResponse({ message: 'Account locked' }, 401)],
    ]);
    const { user, store } = renderLogin();
    act(() => {
      store.dispatch(openDialog('login'));
    });
    const dialog = await fillAndSubmit(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Account locked');

    mockFetch([['POST', '/api/auth/login', () => jsonResponse({ success: false, message: '' })]]);
    await fillAndSubmit(user);
    expect(
      await within(dialog).findByText('Login failed. Please check your credentials.'),
    ).toHaveAttribute('role', 'alert');
  });

  it('shows the connection error when the network fails, and clears errors when switching tabs', async () => {
    mockFetch([]);
    const { user, store } = renderLogin();
    act(() => {
      store.dispatch(openDialog('login'));
    });
    const dialog = await fillAndSubmit(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Connection error. Please try again later.',
    );

    await user.click(within(dialog).getByRole('tab', { name: 'Register' }));
    expect(within(dialog).getByRole('tab', { name: 'Register' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByRole('link', { name: /iOS app/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Android app/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /web platform/ })).toBeInTheDocument();
    expect(within(dialog).getByText(/same e-mail address and password/)).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('tab', { name: 'Login' })).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks German, with the texts of SPEC', async () => {
    await act(() => changeLanguage('de'));
    mockFetch([]);
    const { user, store } = renderLogin();
    act(() => {
      store.dispatch(openDialog('login'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Anmelden' });
    await user.type(within(dialog).getByLabelText('E-Mail'), 'demo@example.com');
    await user.type(within(dialog).getByLabelText('Passwort'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Anmelden' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Verbindungsfehler. Bitte versuchen Sie es später erneut.',
    );
  });
});

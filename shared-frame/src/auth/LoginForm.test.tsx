import { hydrateRoot } from 'react-dom/client';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { makeStore } from '@btb/shared-store';
import { AppProviders } from '@btb/shared-ui';
import '../frameNamespace';
import { LoginForm } from './LoginForm';

describe('the login form', () => {
  it('keeps what was typed into the server’s HTML before hydration, sends it, and clears after a login', async () => {
    const onSubmit = jest.fn(async () => true);
    const form = (
      <AppProviders store={makeStore()}>
        <LoginForm
          submitLabel="Sign in"
          pendingLabel="Signing in"
          pending={false}
          onSubmit={onSubmit}
        />
      </AppProviders>
    );
    // The page as the server sent it: the same markup, not yet hydrated.
    const sent = render(form);
    const html = sent.container.innerHTML;
    sent.unmount();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    email.value = 'demo@example.com';
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      // The ids of a client render differ from the server's: a mismatch React leaves alone.
      hydrateRoot(container, form, { onRecoverableError: () => undefined });
    });
    quiet.mockRestore();
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    fireEvent.change(password, { target: { value: 'secret' } });

    expect(email.value).toBe('demo@example.com');
    await act(async () => {
      fireEvent.submit(email.form as HTMLFormElement);
    });
    expect(onSubmit).toHaveBeenCalledWith({ email: 'demo@example.com', password: 'secret' });
    expect(email.value).toBe('');
    expect(password.value).toBe('');
    container.remove();
  });
});

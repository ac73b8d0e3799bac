import type { FormEvent } from 'react';
import type { LoginRequest } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { Button, Stack } from '@btb/shared-ui';
import { loginNamespace } from './loginNamespace';
import { FormError } from '../ui/FormError';
import { FormField } from '../ui/FormField';

interface LoginFormProps {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  error?: string | null;
  /** Resolves true when the login succeeded, so the fields can be cleared. */
  onSubmit: (credentials: LoginRequest) => Promise<boolean>;
}

/**
 * E-mail and password, both required, and a submit button that shows the pending label. The
 * fields are the browser's own (read when the form is sent): what a learner typed into the
 * server's HTML before the scripts ran is kept through hydration.
 */
export function LoginForm({ submitLabel, pendingLabel, pending, error, onSubmit }: LoginFormProps) {
  const { t } = useTranslation(loginNamespace);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const fields = new FormData(form);
    const email = String(fields.get('email') ?? '').trim();
    const password = String(fields.get('password') ?? '');
    if (await onSubmit({ email, password })) form.reset();
  };

  return (
    <Stack as="form" $gap={4} onSubmit={submit}>
      <FormField label={t('login.email')} type="email" name="email" autoComplete="email" required />
      <FormField
        label={t('login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
      />
      {error && <FormError role="alert">{error}</FormError>}
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </Stack>
  );
}

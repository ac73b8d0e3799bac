import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { LoginRequest } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import { frameNamespace } from '../frameNamespace';
import { FormError } from '../ui/FormError';
import { FormField } from '../ui/FormField';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

interface LoginFormProps {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  error?: string | null;
  /** Resolves true when the login succeeded, so the fields can be cleared. */
  onSubmit: (credentials: LoginRequest) => Promise<boolean>;
}

/** E-mail and password, both required, and a submit button that shows the pending label. */
export function LoginForm({ submitLabel, pendingLabel, pending, error, onSubmit }: LoginFormProps) {
  const { t } = useTranslation(frameNamespace);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (await onSubmit({ email: email.trim(), password })) {
      setEmail('');
      setPassword('');
    }
  };

  return (
    <Form onSubmit={submit}>
      <FormField
        label={t('login.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormField
        label={t('login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {error && <FormError role="alert">{error}</FormError>}
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </Form>
  );
}

import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import { FormError, FormField } from '@btb/shared-frame';
import { deploymentsNamespace } from './deploymentsNamespace';

const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 420px;
`;

/** Asks for the deploy token; says so plainly when the registry refused the last one. */
export function TokenForm({
  refused,
  onSubmit,
}: {
  refused: boolean;
  onSubmit: (token: string) => void;
}) {
  const { t } = useTranslation(deploymentsNamespace);
  const [token, setToken] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token.trim()) onSubmit(token);
  };
  return (
    <Form onSubmit={submit}>
      <p>{t('deployments.tokenIntro')}</p>
      <FormField
        label={t('deployments.token')}
        type="password"
        name="deploy-token"
        autoComplete="off"
        required
        value={token}
        onChange={(event) => setToken(event.target.value)}
      />
      {refused && <FormError role="alert">{t('deployments.refused')}</FormError>}
      <Button type="submit">{t('deployments.show')}</Button>
    </Form>
  );
}

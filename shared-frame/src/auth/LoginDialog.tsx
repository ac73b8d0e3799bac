import { useState } from 'react';
import styled from 'styled-components';
import type { LoginRequest } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { Dialog } from '@btb/shared-ui';
import { loginNamespace } from './loginNamespace';
import { Tabs } from '../ui/Tabs';
import { LoginForm } from './LoginForm';
import { RegisterLinks } from './RegisterLinks';
import { useLogin } from './useLogin';

type LoginTab = 'login' | 'register';

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The footer's login dialog: a Login tab with the form and a Register tab pointing to the apps. */
export function LoginDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(loginNamespace);
  const [tab, setTab] = useState<LoginTab>('login');
  const [error, setError] = useState<string | null>(null);
  const { logIn, pending } = useLogin();

  const submit = async (credentials: LoginRequest) => {
    setError(null);
    const outcome = await logIn(credentials);
    if (outcome.ok) {
      onClose();
      return true;
    }
    setError(
      outcome.reason === 'connection'
        ? t('login.connectionError')
        : (outcome.serverMessage ?? t('login.failed')),
    );
    return false;
  };

  return (
    <Dialog title={t('login.title')} onClose={onClose}>
      <Tabs<LoginTab>
        label={t('login.tabs')}
        selected={tab}
        onSelect={(key) => {
          setTab(key);
          setError(null); // SPEC: switching tabs clears errors
        }}
        items={[
          {
            key: 'login',
            label: t('login.loginTab'),
            panel: (
              <LoginForm
                submitLabel={t('login.submit')}
                pendingLabel={t('login.pending')}
                pending={pending}
                error={error}
                onSubmit={submit}
              />
            ),
          },
          {
            key: 'register',
            label: t('login.registerTab'),
            panel: (
              <>
                <p>{t('login.registerIntro')}</p>
                <RegisterLinks />
                <Note>{t('login.sameCredentials')}</Note>
              </>
            ),
          },
        ]}
      />
    </Dialog>
  );
}

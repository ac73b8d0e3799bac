import { Link, useNavigate, useSearchParams } from '@btb/shared-router';
import styled from 'styled-components';
import type { LoginRequest } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { authMeta } from './authMeta';
import { showToast, useAppDispatch } from '@btb/shared-store';
import { Card, PageContainer, PageHeading, usePageMeta } from '@btb/shared-ui';
import { LinkButton, LoginForm, loginNamespace, RegisterLinks, useLogin } from '@btb/shared-frame';
import { shellNamespace } from '../shellNamespace';
import { accountPagesNamespace } from './accountPagesNamespace';

const Box = styled(Card)`
  max-width: 480px;
  margin: 32px auto;
  display: grid;
  gap: 16px;
  p {
    margin: 0;
  }
`;

const Logo = styled(Link)`
  justify-self: center;
  font-weight: 800;
  font-size: 1.3rem;
  text-decoration: none;
  background: ${({ theme }) => theme.gradient};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

/** `/auth`: the login form, or with `?mode=register` the panel that sends learners to the apps. */
export function AuthPage() {
  const { t } = useTranslation(accountPagesNamespace);
  usePageMeta(authMeta);
  const [params, setParams] = useSearchParams();
  const registering = params.get('mode') === 'register';
  const { logIn, pending } = useLogin();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const submit = async (credentials: LoginRequest) => {
    const outcome = await logIn(credentials);
    if (outcome.ok) {
      dispatch(
        showToast({
          title: t('authPage.successTitle'),
          description: t('authPage.successText'),
          variant: 'success',
        }),
      );
      navigate('/');
      return true;
    }
    dispatch(
      showToast({
        title: t('authPage.failedTitle'),
        description:
          outcome.reason === 'connection'
            ? t('login.connectionError', { ns: loginNamespace })
            : outcome.serverMessage,
        variant: 'destructive',
      }),
    );
    return false;
  };

  const switchTo = (mode: 'login' | 'register') =>
    setParams(mode === 'register' ? { mode: 'register' } : {}, { replace: true });

  return (
    <PageContainer>
      <Box>
        <Logo to="/" aria-label={t('nav.logoLabel', { ns: shellNamespace })}>
          Beat to Breakthrough
        </Logo>
        {registering ? (
          <>
            <PageHeading>{t('authPage.registerHeading')}</PageHeading>
            <p>{t('authPage.registerText')}</p>
            <RegisterLinks />
            <LinkButton type="button" onClick={() => switchTo('login')}>
              {t('authPage.toLogin')}
            </LinkButton>
          </>
        ) : (
          <>
            <PageHeading>{t('authPage.heading')}</PageHeading>
            <p>{t('authPage.intro')}</p>
            <LoginForm
              submitLabel={t('authPage.submit')}
              pendingLabel={t('authPage.pending')}
              pending={pending}
              onSubmit={submit}
            />
            <LinkButton type="button" onClick={() => switchTo('register')}>
              {t('authPage.toRegister')}
            </LinkButton>
          </>
        )}
      </Box>
    </PageContainer>
  );
}

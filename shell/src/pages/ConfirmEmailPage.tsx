import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from '@btb/shared-router';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { confirmEmailMeta } from './confirmEmailMeta';
import { Card, PageContainer, PageHeading, Spinner, usePageMeta } from '@btb/shared-ui';
import { contactEmail } from '@btb/shared-frame';
import { useConfirmEmailMutation } from '../auth/api/confirmEmail';
import { accountPagesNamespace } from './accountPagesNamespace';

const Box = styled(Card)`
  max-width: 560px;
  margin: 48px auto;
  display: grid;
  gap: 12px;
  justify-items: center;
  text-align: center;
  p {
    margin: 0;
  }
`;

const HomeLink = styled(Link)`
  margin-top: 8px;
  font-weight: 600;
`;

/** Reads `token` from the link in the confirmation e-mail and activates the account. */
export function ConfirmEmailPage() {
  const { t } = useTranslation(accountPagesNamespace);
  usePageMeta(confirmEmailMeta);
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const [confirm, result] = useConfirmEmailMutation();
  // Tokens are single-use: confirm once per token, even when effects run twice (StrictMode).
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    void confirm({ token });
  }, [token, confirm]);

  if (token && (result.isUninitialized || result.isLoading)) {
    return (
      <PageContainer>
        <Box aria-busy="true">
          <Spinner label={t('confirmEmail.pending')} size={32} />
          <p>{t('confirmEmail.pending')}</p>
        </Box>
      </PageContainer>
    );
  }

  if (token && result.isSuccess) {
    const email = result.data?.user?.email;
    return (
      <PageContainer>
        <Box>
          <PageHeading>{t('confirmEmail.successHeading')}</PageHeading>
          <p>{t('confirmEmail.successText')}</p>
          {email && <p>{t('confirmEmail.confirmedEmail', { email })}</p>}
          <HomeLink to="/">{t('confirmEmail.home')}</HomeLink>
        </Box>
      </PageContainer>
    );
  }

  const error = result.error as { status?: unknown; serverMessage?: string } | undefined;
  const message = !token
    ? t('confirmEmail.missingToken')
    : error?.status === 'FETCH_ERROR'
      ? t('confirmEmail.connectionError')
      : error?.serverMessage || t('confirmEmail.failed');
  return (
    <PageContainer>
      <Box role="alert">
        <PageHeading>{t('confirmEmail.errorHeading')}</PageHeading>
        <p>{message}</p>
        <HomeLink to="/">{t('confirmEmail.home')}</HomeLink>
        <p>
          {t('confirmEmail.contactHint')} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </p>
      </Box>
    </PageContainer>
  );
}

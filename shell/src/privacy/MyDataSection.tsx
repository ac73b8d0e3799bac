import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { openDialog, useAppDispatch, useAppSelector } from '@btb/shared-store';
import { Button } from '@btb/shared-ui';
import { selectLoggedInEmail } from '@btb/shared-frame';
import { DeleteDataDialog } from './DeleteDataDialog';
import type { PrivacyApi } from './privacyApi';
import { privacyNamespace } from './privacyNamespace';
import { useMyData } from './useMyData';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 12px 0;
`;

/** A logged-in learner downloads or deletes what the server holds about them. */
export function MyDataSection({ api }: { api?: PrivacyApi }) {
  const { t } = useTranslation(privacyNamespace);
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectLoggedInEmail);
  const { status, download, remove } = useMyData(api);
  const [confirming, setConfirming] = useState(false);
  const pending = status.kind === 'pending';

  return (
    <section aria-labelledby="privacy-my-data">
      <h2 id="privacy-my-data">{t('data.heading')}</h2>
      <p>{t('data.intro')}</p>
      {email ? (
        <Actions>
          <Button type="button" disabled={pending} onClick={() => void download()}>
            {status.kind === 'pending' && status.action === 'download'
              ? t('data.downloading')
              : t('data.download')}
          </Button>
          <Button
            type="button"
            $variant="danger"
            disabled={pending}
            onClick={() => setConfirming(true)}
          >
            {t('data.delete')}
          </Button>
        </Actions>
      ) : (
        <Actions>
          <span>{t('data.loginFirst')}</span>
          <Button type="button" $variant="secondary" onClick={() => dispatch(openDialog('login'))}>
            {t('data.login')}
          </Button>
        </Actions>
      )}
      <p role="status">
        {status.kind === 'done' || status.kind === 'error' ? t(status.message) : ''}
      </p>
      {confirming && (
        <DeleteDataDialog
          what="data"
          pending={pending}
          onClose={() => setConfirming(false)}
          onConfirm={() => void remove().then(() => setConfirming(false))}
        />
      )}
    </section>
  );
}

import { useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button, Row } from '@btb/shared-ui';
import { myLearningNamespace } from '../myLearningNamespace';
import { Section } from '../sections/Section';
import { useProgressTransfer, type TransferStatus } from './useProgressTransfer';

const Refused = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Done = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
`;

function StatusLine({ status }: { status: TransferStatus }) {
  const { t } = useTranslation(myLearningNamespace);
  if (status.kind === 'refused') {
    return <Refused role="alert">{t(`transfer.errors.${status.error}`)}</Refused>;
  }
  return (
    <Done role="status">
      {status.kind === 'exported' && t('transfer.exported')}
      {status.kind === 'imported' &&
        t('transfer.imported', { reviews: status.reviews, likes: status.likes })}
    </Done>
  );
}

/** Export all progress as one JSON file; import one (validated: a wrong file changes nothing). */
export function ProgressTransfer({ onImported }: { onImported: () => Promise<void> }) {
  const { t } = useTranslation(myLearningNamespace);
  const input = useRef<HTMLInputElement>(null);
  const { status, exportProgress, importProgress } = useProgressTransfer(onImported);
  const busy = status.kind === 'busy';
  return (
    <Section id="my-progress-file" title={t('transfer.title')}>
      <p>{t('transfer.explain')}</p>
      <Row $wrap>
        <Button type="button" disabled={busy} onClick={() => void exportProgress()}>
          {t('transfer.export')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {t('transfer.import')}
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={t('transfer.import')}
          data-testid="progress-file-input"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void importProgress(file);
          }}
        />
      </Row>
      <StatusLine status={status} />
    </Section>
  );
}

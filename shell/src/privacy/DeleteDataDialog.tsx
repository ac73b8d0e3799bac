import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button, Dialog } from '@btb/shared-ui';
import { privacyNamespace } from './privacyNamespace';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;

interface DeleteDataDialogProps {
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before a learner's data is deleted for good. */
export function DeleteDataDialog({ pending, onConfirm, onClose }: DeleteDataDialogProps) {
  const { t } = useTranslation(privacyNamespace);
  return (
    <Dialog title={t('data.confirmTitle')} onClose={onClose}>
      <p>{t('data.confirmText')}</p>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('data.cancel')}
        </Button>
        <Button type="button" $variant="danger" disabled={pending} onClick={onConfirm}>
          {pending ? t('data.deleting') : t('data.confirmDelete')}
        </Button>
      </Actions>
    </Dialog>
  );
}

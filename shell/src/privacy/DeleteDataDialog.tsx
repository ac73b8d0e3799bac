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
  /** Whose texts: the account's data (`data`) or this browser's (`forget`). */
  what: 'data' | 'forget';
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before a learner's data is deleted for good. */
export function DeleteDataDialog({ what, pending, onConfirm, onClose }: DeleteDataDialogProps) {
  const { t } = useTranslation(privacyNamespace);
  return (
    <Dialog title={t(`${what}.confirmTitle`)} onClose={onClose}>
      <p>{t(`${what}.confirmText`)}</p>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t(`${what}.cancel`)}
        </Button>
        <Button type="button" $variant="danger" disabled={pending} onClick={onConfirm}>
          {pending ? t(`${what}.deleting`) : t(`${what}.confirmDelete`)}
        </Button>
      </Actions>
    </Dialog>
  );
}

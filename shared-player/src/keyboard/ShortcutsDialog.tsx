import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button, Dialog } from '@btb/shared-ui';
import { shortcutsNamespace } from './shortcutsNamespace';
import { fixedShortcuts, singleKeyShortcuts } from './shortcutList';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 6px 8px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  kbd {
    display: inline-block;
    min-width: 1.6em;
    padding: 2px 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    text-align: center;
    font-family: inherit;
  }
`;

const Toggle = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  margin: 12px 0;
  input {
    width: 22px;
    height: 22px;
  }
`;

interface ShortcutsDialogProps {
  singleKeysEnabled: boolean;
  onSingleKeysEnabled: (enabled: boolean) => void;
  onClose: () => void;
}

/** Every player shortcut; the character-key ones can be turned off here. */
export function ShortcutsDialog(props: ShortcutsDialogProps) {
  const { singleKeysEnabled, onSingleKeysEnabled, onClose } = props;
  const { t } = useTranslation(shortcutsNamespace);
  return (
    <Dialog title={t('shortcuts.title')} onClose={onClose}>
      <Toggle>
        <input
          type="checkbox"
          checked={singleKeysEnabled}
          onChange={(event) => onSingleKeysEnabled(event.target.checked)}
        />
        {t('shortcuts.singleKeys')}
      </Toggle>
      <Table>
        <tbody>
          {fixedShortcuts.map(({ keys, label }) => (
            <tr key={label}>
              <th scope="row">
                <kbd>{t(`shortcuts.${keys}`)}</kbd>
              </th>
              <td>{t(`shortcuts.${label}`)}</td>
            </tr>
          ))}
          {singleKeyShortcuts.map(({ key, label }) => (
            <tr key={label}>
              <th scope="row">
                <kbd>{key}</kbd>
              </th>
              <td>{t(`shortcuts.${label}`)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Button type="button" onClick={onClose} style={{ marginTop: 16 }}>
        {t('shortcuts.close')}
      </Button>
    </Dialog>
  );
}

import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import {
  formatBytes,
  playerNamespace,
  useOnline,
  useSaveFailureText,
  useSavedOffline,
  type SaveRequest,
} from '@btb/shared-player';

const Wrap = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Progress = styled.progress`
  width: 96px;
`;

const Note = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const Saved = styled.span`
  font-size: 0.9rem;
`;

export interface SaveOfflineButtonProps {
  request: SaveRequest;
  /** A shorter look for rows (queue, playlist): the state only, the title in the label. */
  compact?: boolean;
}

/**
 * "Save for offline" for a song, a lesson or a playlist row: its progress while saving, its size
 * once saved (and Remove), and why it failed ("not enough space" before anything is written).
 */
export function SaveOfflineButton({ request, compact = false }: SaveOfflineButtonProps) {
  const { t, i18n } = useTranslation(playerNamespace);
  const online = useOnline();
  const { saved, bytes, saving, failure, save, remove } = useSavedOffline(request);
  const failureText = useSaveFailureText();
  const size = (value: number) => formatBytes(value, i18n.language);
  const title = request.title;

  if (saving !== null) {
    return (
      <Wrap data-testid="save-offline" data-state="saving">
        <Progress max={100} value={saving} aria-label={t('offline.savingLabel', { title })} />
        <Saved role="status">{t('offline.saving', { percent: saving })}</Saved>
      </Wrap>
    );
  }
  if (saved) {
    return (
      <Wrap data-testid="save-offline" data-state="saved">
        <Saved role="status">{t('offline.saved', { size: size(bytes) })}</Saved>
        <Button
          type="button"
          $variant="ghost"
          aria-label={t('offline.removeNamed', { title })}
          onClick={remove}
        >
          {t('offline.remove')}
        </Button>
      </Wrap>
    );
  }
  return (
    <Wrap data-testid="save-offline" data-state={failure ? 'failed' : 'none'}>
      <Button
        type="button"
        $variant="secondary"
        disabled={!online}
        aria-label={compact ? t('offline.saveNamed', { title }) : undefined}
        onClick={save}
      >
        {online ? t('offline.save') : t('offline.notAvailable')}
      </Button>
      {failure && <Note role="alert">{failureText(failure)}</Note>}
    </Wrap>
  );
}

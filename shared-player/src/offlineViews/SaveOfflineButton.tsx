import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import { playerNamespace, useOnline, useSavedOffline, type SaveRequest } from '@btb/shared-player';
import { formatBytes } from './formatBytes';

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
  const { saved, bytes, progress, failure, save, remove } = useSavedOffline(request);
  const size = (value: number) => formatBytes(value, i18n.language);
  const title = request.title;

  if (progress) {
    const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
    return (
      <Wrap data-testid="save-offline" data-state="saving">
        <Progress max={100} value={percent} aria-label={t('offline.savingLabel', { title })} />
        <Saved role="status">{t('offline.saving', { percent })}</Saved>
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
      {failure && (
        <Note role="alert">
          {failure.reason === 'space'
            ? t('offline.notEnoughSpace', {
                needed: size(failure.needed),
                available: size(failure.available),
              })
            : t('offline.failed')}
        </Note>
      )}
    </Wrap>
  );
}

import { useTranslation } from '@btb/shared-i18n';
import { IconButton } from '@btb/shared-ui';
import { DownloadIcon, SavedIcon } from '../bar/icons';
import { playerNamespace } from '../playerNamespace';
import type { SaveRequest } from './saveRequest';
import { useOnline } from './useOnline';
import { useSavedOffline } from './useSavedOffline';

/**
 * The save toggle of a row (a queue entry, a lesson, a playlist): saves it for offline, shows it saved,
 * removes it on a second press. Its progress and failure are in its name and title.
 */
export function SaveOfflineIconButton({ request }: { request: SaveRequest }) {
  const { t } = useTranslation(playerNamespace);
  const online = useOnline();
  const { saved, progress, failure, save, remove } = useSavedOffline(request);
  const title = request.title;
  const percent =
    progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const label = saved
    ? t('offline.removeNamed', { title })
    : progress
      ? t('offline.savingLabel', { title })
      : t('offline.saveNamed', { title });
  const hint = progress
    ? t('offline.saving', { percent })
    : failure
      ? t(failure.reason === 'space' ? 'offline.notAvailable' : 'offline.failed')
      : undefined;
  return (
    <IconButton
      type="button"
      aria-label={label}
      aria-busy={!!progress}
      title={hint ?? label}
      disabled={!!progress || (!online && !saved)}
      data-testid="save-offline-icon"
      onClick={saved ? remove : save}
    >
      {saved ? <SavedIcon /> : <DownloadIcon />}
    </IconButton>
  );
}

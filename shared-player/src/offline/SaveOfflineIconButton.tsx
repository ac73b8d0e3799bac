import { useTranslation } from '@btb/shared-i18n';
import { RoundButton } from '@btb/shared-ui';
import { DownloadIcon, SavedIcon } from '../bar/icons';
import { playerNamespace } from '../playerNamespace';
import type { SaveRequest } from './saveRequest';
import { useOnline } from './useOnline';
import { useSavedOffline } from './useSavedOffline';
import { useSaveFailureText } from './useSaveFailureText';

/**
 * The save toggle of a row (a queue entry, a lesson, a playlist): saves it for offline, shows it saved,
 * removes it on a second press. Its progress and failure are in its name and title.
 */
export function SaveOfflineIconButton({ request }: { request: SaveRequest }) {
  const { t } = useTranslation(playerNamespace);
  const online = useOnline();
  const failureText = useSaveFailureText();
  const { saved, saving, failure, save, remove } = useSavedOffline(request);
  const title = request.title;
  const label = saved
    ? t('offline.removeNamed', { title })
    : saving !== null
      ? t('offline.savingLabel', { title })
      : t('offline.saveNamed', { title });
  const hint =
    saving !== null
      ? t('offline.saving', { percent: saving })
      : failure
        ? failureText(failure)
        : undefined;
  return (
    <RoundButton
      type="button"
      aria-label={label}
      aria-busy={saving !== null}
      title={hint ?? label}
      disabled={saving !== null || (!online && !saved)}
      data-testid="save-offline-icon"
      onClick={saved ? remove : save}
    >
      {saved ? <SavedIcon /> : <DownloadIcon />}
    </RoundButton>
  );
}

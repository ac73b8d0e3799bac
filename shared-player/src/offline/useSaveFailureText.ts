import { useTranslation } from '@btb/shared-i18n';
import { playerNamespace } from '../playerNamespace';
import { formatBytes } from './formatBytes';
import type { SaveFailure } from './useSavedOffline';

/** Why a save failed, in the page's language: the space it needed and had, or to try again. */
export function useSaveFailureText(): (failure: SaveFailure) => string {
  const { t, i18n } = useTranslation(playerNamespace);
  return (failure) =>
    failure.reason === 'space'
      ? t('offline.notEnoughSpace', {
          needed: formatBytes(failure.needed, i18n.language),
          available: formatBytes(failure.available, i18n.language),
        })
      : t('offline.failed');
}

import { useTranslation } from '@btb/shared-i18n';
import { frameNamespace } from '../frameNamespace';
import { LinkButton } from '../ui/LinkButton';
import { useConsent } from './useConsent';

/** Reopens the consent banner; a new answer takes effect at once. */
export function PrivacySettingsButton() {
  const { t } = useTranslation(frameNamespace);
  const { openSettings } = useConsent();
  return (
    <LinkButton type="button" onClick={openSettings}>
      {t('consent.settings')}
    </LinkButton>
  );
}

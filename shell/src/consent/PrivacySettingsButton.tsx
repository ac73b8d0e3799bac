import { useTranslation } from '@btb/shared-i18n';
import { privacyNamespace } from '../privacy/privacyNamespace';
import { LinkButton } from '../ui/LinkButton';
import { useConsent } from './useConsent';

/** Reopens the consent banner; a new answer takes effect at once. */
export function PrivacySettingsButton() {
  const { t } = useTranslation(privacyNamespace);
  const { openSettings } = useConsent();
  return (
    <LinkButton type="button" onClick={openSettings}>
      {t('consent.settings')}
    </LinkButton>
  );
}

import { useTranslation } from '@btb/shared-i18n';
import { privacyMeta } from './privacyMeta';
import { useAppSelector } from '@btb/shared-store';
import { PageContainer, PageHeading, usePageMeta } from '@btb/shared-ui';
import { PrivacySettingsButton, selectConsentChoice } from '@btb/shared-frame';
import { ForgetBrowserSection } from './ForgetBrowserSection';
import { MyDataSection } from './MyDataSection';
import type { PrivacyApi } from './privacyApi';
import { privacyNamespace } from './privacyNamespace';
import { StoredDataSections } from './StoredDataSections';

/** `/privacy`: what is stored where, why and how long; the visitor's choice; their own data. */
export function PrivacyPage({ api }: { api?: PrivacyApi }) {
  const { t } = useTranslation(privacyNamespace);
  const choice = useAppSelector(selectConsentChoice);
  usePageMeta(privacyMeta);
  return (
    <PageContainer>
      <PageHeading>{t('page.heading')}</PageHeading>
      <p>{t('page.intro')}</p>
      <StoredDataSections />
      <section aria-labelledby="privacy-choice">
        <h2 id="privacy-choice">{t('page.choiceHeading')}</h2>
        <p>
          {t(`choice.${choice ?? 'none'}`)} <PrivacySettingsButton />
        </p>
      </section>
      <ForgetBrowserSection api={api} />
      <MyDataSection api={api} />
    </PageContainer>
  );
}

import {
  browserStorageKeys,
  browserStoredData,
  serverStoredData,
  type StoragePurpose,
} from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { privacyNamespace } from './privacyNamespace';
import { browserRetentionText, serverRetentionText } from './retentionText';
import { StoredDataList, type StoredDataItem } from './StoredDataList';

const purposes: StoragePurpose[] = ['necessary', 'analytics'];

function PurposeGroups({ items }: { items: (StoredDataItem & { purpose: StoragePurpose })[] }) {
  const { t } = useTranslation(privacyNamespace);
  return purposes.map((purpose) => (
    <section key={purpose}>
      <h3>{t(`page.${purpose}`)}</h3>
      <StoredDataList items={items.filter((item) => item.purpose === purpose)} />
    </section>
  ));
}

/** The shared-contract lists of what is stored, in the browser and on the server, as text. */
export function StoredDataSections() {
  const { t } = useTranslation(privacyNamespace);
  const browserItems = browserStoredData.map((entry) => {
    const retention = browserRetentionText(entry);
    const key = browserStorageKeys[entry.id];
    return {
      id: entry.id,
      purpose: entry.purpose,
      name: key.endsWith(':') ? `${key}…` : key,
      where: t(`storage.${entry.storage}`),
      why: t(`browser.${entry.id}`),
      howLong: t(retention.key, { count: retention.count }),
      developersOnly: entry.developersOnly === true,
    };
  });
  const serverItems = serverStoredData.map((entry) => {
    const retention = serverRetentionText(entry);
    return {
      id: entry.id,
      purpose: entry.purpose,
      why: t(`server.${entry.id}`),
      howLong: t(retention.key, { count: retention.count }),
    };
  });
  return (
    <>
      <section aria-labelledby="privacy-browser">
        <h2 id="privacy-browser">{t('page.browserHeading')}</h2>
        <PurposeGroups items={browserItems.filter((item) => !item.developersOnly)} />
        <details>
          <summary>{t('page.developers')}</summary>
          <StoredDataList items={browserItems.filter((item) => item.developersOnly)} />
        </details>
      </section>
      <section aria-labelledby="privacy-server">
        <h2 id="privacy-server">{t('page.serverHeading')}</h2>
        <PurposeGroups items={serverItems} />
      </section>
    </>
  );
}

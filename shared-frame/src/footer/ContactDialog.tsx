import { useTranslation } from '@btb/shared-i18n';
import { Dialog } from '@btb/shared-ui';
import { contactEmail } from '../links/externalLinks';
import { footerDialogsNamespace } from './footerDialogsNamespace';

/** A greeting and the contact address as a mail link. */
export function ContactDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(footerDialogsNamespace);
  return (
    <Dialog title={t('contact.title')} onClose={onClose}>
      <p>{t('contact.greeting')}</p>
      <p>
        {t('contact.writeTo')} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
      </p>
    </Dialog>
  );
}

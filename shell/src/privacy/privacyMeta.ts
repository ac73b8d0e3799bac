import type { PageMeta } from '@btb/shared-store';
import { privacyNamespace } from './privacyNamespace';

/** `/privacy`. */
export const privacyMeta: PageMeta = ({ t }) => ({
  title: t('page.title', { ns: privacyNamespace }),
});

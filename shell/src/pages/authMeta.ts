import type { PageMeta } from '@btb/shared-store';
import { shellNamespace } from '../shellNamespace';

/** `/auth`: a login form, kept out of search engines. */
export const authMeta: PageMeta = ({ t }) => ({
  title: t('authPage.title', { ns: shellNamespace }),
  noindex: true,
});

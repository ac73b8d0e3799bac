import type { PageMeta } from '@btb/shared-store';
import { accountPagesNamespace } from './accountPagesNamespace';

/** `/auth`: a login form, kept out of search engines. */
export const authMeta: PageMeta = ({ t }) => ({
  title: t('authPage.title', { ns: accountPagesNamespace }),
  noindex: true,
});

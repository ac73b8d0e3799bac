import type { PageMeta } from '@btb/shared-store';
import { accountPagesNamespace } from './accountPagesNamespace';

/** `/auth`: a login form (a private page: never indexed). */
export const authMeta: PageMeta = ({ t }) => ({
  title: t('authPage.title', { ns: accountPagesNamespace }),
});

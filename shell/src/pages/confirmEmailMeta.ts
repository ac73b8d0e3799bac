import type { PageMeta } from '@btb/shared-store';
import { accountPagesNamespace } from './accountPagesNamespace';

/** `/confirm-email`: a one-time link's page (a private page: never indexed). */
export const confirmEmailMeta: PageMeta = ({ t }) => ({
  title: t('confirmEmail.title', { ns: accountPagesNamespace }),
});

import type { PageMeta } from '@btb/shared-store';
import { shellNamespace } from '../shellNamespace';

/** `/deployments`: the team's page, kept out of search engines. */
export const deploymentsMeta: PageMeta = ({ t }) => ({
  title: t('deployments.title', { ns: shellNamespace }),
  noindex: true,
});

import type { PageMeta } from '@btb/shared-store';
import { deploymentsNamespace } from './deploymentsNamespace';

/** `/deployments`: the team's page, kept out of search engines. */
export const deploymentsMeta: PageMeta = ({ t }) => ({
  title: t('deployments.title', { ns: deploymentsNamespace }),
  noindex: true,
});

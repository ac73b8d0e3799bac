import type { PageMeta } from '@btb/shared-store';
import { deploymentsNamespace } from './deploymentsNamespace';

/** `/deployments`: the team's page (a private page: never indexed). */
export const deploymentsMeta: PageMeta = ({ t }) => ({
  title: t('deployments.title', { ns: deploymentsNamespace }),
});

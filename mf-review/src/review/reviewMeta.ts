import type { PageMeta } from '@btb/shared-store';
import { reviewNamespace } from '../reviewNamespace';

/** `/review`: the learner's own cards (a private page: never indexed). */
export const meta: PageMeta = ({ t }) => ({
  title: t('review.title', { ns: reviewNamespace }),
});

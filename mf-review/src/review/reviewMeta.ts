import type { PageMeta } from '@btb/shared-store';
import { reviewNamespace } from '../reviewNamespace';

/** `/review`: the learner's own cards, kept out of search engines. */
export const meta: PageMeta = ({ t }) => ({
  title: t('review.title', { ns: reviewNamespace }),
  noindex: true,
});

import type { PageMeta } from '@btb/shared-store';
import { myLearningNamespace } from './myLearningNamespace';

/** `/me`: the learner's own progress, kept out of search engines. */
export const meta: PageMeta = ({ t }) => ({
  title: t('title', { ns: myLearningNamespace }),
  noindex: true,
});

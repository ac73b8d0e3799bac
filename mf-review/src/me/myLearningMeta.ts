import type { PageMeta } from '@btb/shared-store';
import { myLearningNamespace } from './myLearningNamespace';

/** `/me`: the learner's own progress (a private page: never indexed). */
export const meta: PageMeta = ({ t }) => ({
  title: t('title', { ns: myLearningNamespace }),
});

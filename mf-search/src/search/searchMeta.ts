import type { PageMeta } from '@btb/shared-store';
import { searchNamespace } from '../searchNamespace';

/** `/search`: one page for search engines whatever the filters (they are the learner's). */
export const meta: PageMeta = ({ t }) => ({
  title: t('search.title', { ns: searchNamespace }),
  description: t('search.metaDescription', { ns: searchNamespace }),
  share: { type: 'website' },
  canonicalPath: '/search',
});

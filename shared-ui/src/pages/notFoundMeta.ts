import type { PageMeta } from '@btb/shared-store';

/** Any unknown path (SPEC "Unknown Page"): kept out of search engines. */
export const notFoundMeta: PageMeta = ({ t }) => ({
  title: t('notFound.title', { ns: 'common' }),
  noindex: true,
});

import type { BreadcrumbList, ItemList, WithContext } from 'schema-dts';
import { trimDescription, type PageMeta } from '@btb/shared-store';
import type { BookOverview } from '@btb/shared-contract';
import { learningPlanNamespace } from '../learningPlanNamespace';
import { bookOverviewApi } from './api/getBookOverview';
import { overviewFound, overviewTarget } from './overviewTarget';
import { parseOverviewCode } from './parseOverviewCode';
import { bookOverviewPath } from '@btb/platform/links';

const lessonsOf = (overview: BookOverview) =>
  overview.levels.flatMap((level) => level.books.flatMap((book) => book.sequences));

/**
 * `/book-overview/{code}`: the learning plan, described by its levels and lessons, with its
 * lessons as an `ItemList` and where it sits as a `BreadcrumbList`. An unknown plan is a 404.
 */
export const meta: PageMeta = ({ state, params, t, origin }) => {
  const title = t('bookOverview.title', { ns: learningPlanNamespace });
  const code = parseOverviewCode(params.code);
  if (!code) return { title, noindex: true };
  const target = overviewTarget(code);
  const query = state
    ? bookOverviewApi.endpoints.getBookOverview.select(target.plan)(state)
    : undefined;
  const overview = query?.data;
  if (!overview || !overviewFound(overview, target))
    return { title, noindex: Boolean(query?.data) };
  const lessons = lessonsOf(overview);
  const url = `${origin}${bookOverviewPath(target.plan)}`;
  const list: WithContext<ItemList> = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${title} ${target.plan}`,
    url,
    numberOfItems: lessons.length,
    itemListElement: lessons.map((lesson, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: lesson.sequenceName || lesson.strCode,
      url: `${origin}${bookOverviewPath(lesson.strCode)}`,
    })),
  };
  const breadcrumbs: WithContext<BreadcrumbList> = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Beat to Breakthrough', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: `${title} ${target.plan}`, item: url },
    ],
  };
  return {
    title,
    description: trimDescription(
      t('bookOverview.metaDescription', {
        ns: learningPlanNamespace,
        code: target.plan,
        lessons: lessons.length,
        levels: overview.levels.map((level) => level.level).join(', '),
      }),
    ),
    share: { type: 'website' },
    structuredData: [list, breadcrumbs],
    canonicalPath: bookOverviewPath(target.plan),
  };
};

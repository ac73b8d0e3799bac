import { useLanguage } from '@btb/shared-i18n';
import { useSearchLevelsQuery } from '../api/getLevels';
import { useSearchPrimaryLanguagesQuery } from '../api/getPrimaryLanguages';
import { useSearchSubjectsQuery } from '../api/getSubjects';
import { allValue } from './searchFilters';

/**
 * The option lists of the three selects. Level and language lists belong to the chosen subject:
 * without one they are not loaded (empty), and `currentData` hides a previous subject's lists.
 */
export function useFilterOptions(subject: string) {
  const { language } = useLanguage();
  // `skip` rather than skipToken: the query subpath is not a shared singleton, so no extra copy.
  const skip = subject === allValue;
  const subjects = useSearchSubjectsQuery(language).currentData;
  const levels = useSearchLevelsQuery(subject, { skip }).currentData;
  const primaryLanguages = useSearchPrimaryLanguagesQuery(subject, { skip }).currentData;
  return { subjects, levels, primaryLanguages };
}

export type FilterOptions = ReturnType<typeof useFilterOptions>;

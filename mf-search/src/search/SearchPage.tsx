import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { openDialog, useAppDispatch } from '@btb/shared-store';
import { Button, PageContainer, PageHeading, Row, usePageMeta } from '@btb/shared-ui';
import { FilterCard } from './components/FilterCard';
import { ClipboardCheckIcon } from './components/icons';
import { ResultsSection } from './components/ResultsSection';
import { hasActiveFilters } from './filters/searchFilters';
import { checkSearchTerm, toSearchQuery } from './filters/searchTerm';
import { useFilterOptions } from './filters/useFilterOptions';
import { useSearchFilters } from './filters/useSearchFilters';
import { searchNamespace } from '../searchNamespace';
export { prefetchSearch as prefetch } from './prefetchSearch';
import { meta } from './searchMeta';
export { meta };

const Top = styled(Row)`
  margin-bottom: 16px;
  h1 {
    margin: 0;
  }
`;

/** SPEC section 2 "Search page": filters, results and the Test button. */
export default function SearchPage() {
  const { t } = useTranslation(searchNamespace);
  usePageMeta(meta);
  const dispatch = useAppDispatch();
  const filterState = useSearchFilters();
  const { filters, applied, fitToOptions } = filterState;
  const options = useFilterOptions(filters.subject);
  const query = useMemo(() => toSearchQuery(applied), [applied]);

  const { subjects, levels, primaryLanguages } = options;
  useEffect(() => {
    fitToOptions({
      subjects: subjects?.map((subject) => subject.key),
      levels,
      primaryLanguages: primaryLanguages?.map((language) => language.code),
    });
  }, [fitToOptions, subjects, levels, primaryLanguages]);

  return (
    <PageContainer data-build-id={__BUILD_ID__}>
      <Top $justify="space-between" $wrap $gap={3}>
        <PageHeading>{t('search.heading')}</PageHeading>
        <Button type="button" $variant="secondary" onClick={() => dispatch(openDialog('quizCode'))}>
          <ClipboardCheckIcon />
          {t('search.test')}
        </Button>
      </Top>
      <FilterCard
        state={filterState}
        options={options}
        termRejected={checkSearchTerm(applied.searchQuery).rejected}
      />
      <ResultsSection
        query={query}
        searching={hasActiveFilters(applied)}
        onSuggestion={filterState.searchFor}
      />
    </PageContainer>
  );
}

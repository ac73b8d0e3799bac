import { useId, useState } from 'react';
import styled from 'styled-components';
import type { SearchQuery } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { useOnline } from '@btb/shared-player';
import { Button, Muted } from '@btb/shared-ui';
import { searchSongsUrl, useSearchSongsQuery } from '../api/searchSongs';
import { searchNamespace } from '../../searchNamespace';
import { ResultsHeader } from './ResultsHeader';
import { ResultsTable } from './ResultsTable';
import { SearchSuggestion } from './SearchSuggestion';
import { SkeletonRows } from './SkeletonRows';

const Section = styled.section`
  min-width: 0;
`;

const Message = styled.div`
  padding: 32px 16px;
  text-align: center;
  p {
    margin: 0 0 8px;
  }
`;

interface ResultsSectionProps {
  query: SearchQuery;
  searching: boolean;
  /** Runs a search for the text of a "Did you mean …?" suggestion. */
  onSuggestion: (term: string) => void;
}

export function ResultsSection({ query, searching, onSuggestion }: ResultsSectionProps) {
  const { t } = useTranslation(searchNamespace);
  const headingId = useId();
  const { currentData: answer, data, isFetching, isError, refetch } = useSearchSongsQuery(query);
  const online = useOnline();
  // While the next answer is on its way (instant search), the rows of the last one stay.
  const currentData = answer ?? (isFetching ? data : undefined);
  // The request whose answer the rows show. A filter tap changes the query at once, but the rows
  // stay as they are (not drawn again) until the new answer replaces them.
  const requestUrl = searchSongsUrl(query);
  const [answered, setAnswered] = useState(requestUrl);
  if (answer && answered !== requestUrl) setAnswered(requestUrl);

  let body;
  if (isError) {
    body = (
      <Message role="alert">
        {/* With no network, not an error of the search: say so. */}
        <p>{online ? t('results.loadError') : t('results.offline')}</p>
        <Button type="button" $variant="secondary" onClick={() => void refetch()}>
          {t('results.retry')}
        </Button>
      </Message>
    );
  } else if (!currentData) {
    body = <SkeletonRows />;
  } else if (currentData.length === 0) {
    body = (
      <Message>
        <p>{t('results.empty')}</p>
        <Muted>{t('results.emptyHint')}</Muted>
        {query.q && <SearchSuggestion term={query.q} onPick={onSuggestion} />}
      </Message>
    );
  } else {
    body = <ResultsTable items={currentData} request={answered} />;
  }

  return (
    <Section aria-labelledby={headingId} aria-busy={!currentData && !isError}>
      <ResultsHeader
        headingId={headingId}
        searching={searching}
        term={query.q ?? ''}
        count={currentData?.length}
        results={currentData}
      />
      {body}
    </Section>
  );
}

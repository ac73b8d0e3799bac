import { skipToken } from '@btb/shared-store';
import { useParams } from '@btb/shared-router';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button, PageContainer, usePageMeta } from '@btb/shared-ui';
import { learningPlanNamespace } from '../learningPlanNamespace';
import { useGetBookOverviewQuery } from './api/getBookOverview';
import { BookOverviewHeader } from './components/BookOverviewHeader';
import { BookOverviewTree } from './components/BookOverviewTree';
import { overviewFound, overviewTarget } from './overviewTarget';
import { parseOverviewCode } from './parseOverviewCode';
import { warmExpansionStorage } from './expansion/expansionState';
export { prefetchBookOverview as prefetch } from './prefetchBookOverview';
import { meta } from './bookOverviewMeta';
export { meta };

warmExpansionStorage();

const Message = styled.div`
  margin: ${({ theme }) => theme.space(10)} 0;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
  }
`;

/**
 * `/book-overview/{code}` (SPEC section 2 "Book overview"); a lesson's code (as the song page shows
 * it) opens its pair's plan with that lesson open and in view.
 */
export default function BookOverviewPage() {
  const { t } = useTranslation(learningPlanNamespace);
  usePageMeta(meta);
  const code = parseOverviewCode(useParams().code);
  const target = code ? overviewTarget(code) : undefined;
  const { currentData, error, isError, refetch } = useGetBookOverviewQuery(
    target?.plan ?? skipToken,
  );
  const notFound = isError && error && 'status' in error && error.status === 404;

  let body;
  if (!code || !target || notFound || (currentData && !overviewFound(currentData, target))) {
    body = (
      <Message>
        <p>{t('bookOverview.noContent')}</p>
      </Message>
    );
  } else if (isError) {
    body = (
      <Message role="alert">
        <p>{t('bookOverview.loadError')}</p>
        <Button type="button" onClick={() => void refetch()}>
          {t('bookOverview.retry')}
        </Button>
      </Message>
    );
  } else if (!currentData) {
    body = (
      <Message role="status">
        <p>{t('bookOverview.loading')}</p>
      </Message>
    );
  } else {
    body = (
      <BookOverviewTree key={code} code={code} overview={currentData} lesson={target.lesson} />
    );
  }

  return (
    <PageContainer data-build-id={__BUILD_ID__}>
      <BookOverviewHeader code={code} />
      {body}
    </PageContainer>
  );
}

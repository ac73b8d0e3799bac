import { skipToken } from '@btb/shared-store';
import { useParams } from '@btb/shared-router';
import styled from 'styled-components';
import { usePageTitle, useTranslation } from '@btb/shared-i18n';
import { Button, PageContainer } from '@btb/shared-ui';
import { learningPlanNamespace } from '../learningPlanNamespace';
import { useGetBookOverviewQuery } from './api/getBookOverview';
import { BookOverviewHeader } from './components/BookOverviewHeader';
import { BookOverviewTree } from './components/BookOverviewTree';
import { parseOverviewCode } from './parseOverviewCode';
export { prefetchBookOverview as prefetch } from './prefetchBookOverview';

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

/** `/book-overview/{code}` (SPEC section 2 "Book overview"). */
export default function BookOverviewPage() {
  const { t } = useTranslation(learningPlanNamespace);
  usePageTitle(t('bookOverview.title'));
  const code = parseOverviewCode(useParams().code);
  const { currentData, error, isError, refetch } = useGetBookOverviewQuery(code ?? skipToken);
  const notFound = isError && error && 'status' in error && error.status === 404;

  let body;
  if (!code || notFound || currentData?.levels.length === 0) {
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
    body = <BookOverviewTree key={code} code={code} overview={currentData} />;
  }

  return (
    <PageContainer data-build-id={__BUILD_ID__}>
      <BookOverviewHeader code={code} />
      {body}
    </PageContainer>
  );
}

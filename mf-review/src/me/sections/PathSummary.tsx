import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { dueReviewCards } from '@btb/shared-review';
import { Link } from '@btb/shared-router';
import { Skeleton, Muted } from '@btb/shared-ui';
import { myLearningNamespace } from '../myLearningNamespace';
import { useLearnerPath } from '../path/useLearnerPath';
import type { MyLearningData } from '../useMyLearning';
import { Section } from './Section';
import { bookOverviewPath, quizPath } from '@btb/platform/links';

const Line = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  align-items: baseline;
`;

/**
 * "Your path" (issue 34 point 5): the book the learner works in and its lessons done, the next
 * lesson one tap from its quiz and its plan, and the reviews due now.
 */
export function PathSummary({ data }: { data: MyLearningData }) {
  const { t } = useTranslation(myLearningNamespace);
  const state = useLearnerPath(data);
  const due = dueReviewCards(data.cards, new Date()).length;
  return (
    <Section id="my-path" title={t('path.title')}>
      {state.status === 'loading' && <Skeleton $height="48px" />}
      {state.status === 'none' && <Muted>{t('path.none')}</Muted>}
      {state.status === 'error' && <Muted role="alert">{t('path.error')}</Muted>}
      {state.status === 'ready' && state.path && (
        <>
          <Line data-testid="path-book">
            {t('path.book', {
              book: state.path.book.name,
              done: state.path.book.totals.done,
              count: state.path.book.totals.lessons,
            })}
          </Line>
          {state.path.next ? (
            <Line data-testid="path-next">
              <span>{t('path.next', { lesson: state.path.next.name })}</span>
              <Link to={quizPath(state.path.next.code)}>{t('path.startQuiz')}</Link>
              <Link to={bookOverviewPath(state.path.next.code)}>{t('path.openPlan')}</Link>
            </Line>
          ) : (
            <Line>{t('path.planDone')}</Line>
          )}
        </>
      )}
      <Line data-testid="path-due">
        <span>{t('path.due', { count: due })}</span>
        {due > 0 && <Link to="/review">{t('path.reviewNow')}</Link>}
      </Line>
    </Section>
  );
}

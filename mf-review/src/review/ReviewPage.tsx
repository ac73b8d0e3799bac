import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useLanguage, useTranslation } from '@btb/shared-i18n';
import { Link } from '@btb/shared-router';
import { PlayReviewMixButton } from '@btb/shared-player/reviewMix';
import {
  Button,
  Card,
  PageContainer,
  PageHeading,
  Spinner,
  Stack,
  usePageMeta,
} from '@btb/shared-ui';
import { reviewNamespace } from '../reviewNamespace';
import { NewCardsSetting } from './NewCardsSetting';
import { ReviewSession } from './ReviewSession';
import type { SessionCard } from './model/reviewPlan';
import { readNewPerDay, writeNewPerDay } from './model/newCardsSetting';
import { useReviewOverview } from './useReviewOverview';
import { meta } from './reviewMeta';
export { meta };

const Text = styled.p`
  margin: 0;
`;

const Listen = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 24px;
`;

const Counts = styled.ul`
  margin: 0;
  padding-left: 1.2em;
`;

function useDueTimeText() {
  const { language } = useLanguage();
  return useCallback(
    (time: Date) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(time),
    [language],
  );
}

/** Issue 20, point 2: the cards due now, the new words allowed today, and a review session. */
export default function ReviewPage() {
  const { t } = useTranslation(reviewNamespace);
  usePageMeta(meta);
  const [newPerDay, setNewPerDay] = useState(readNewPerDay);
  const [session, setSession] = useState<SessionCard[] | null>(null);
  const [finished, setFinished] = useState<number | null>(null);
  const { overview, retry } = useReviewOverview(newPerDay, session !== null);
  const dueTimeText = useDueTimeText();

  const changeNewPerDay = useCallback((value: number) => {
    writeNewPerDay(value);
    setNewPerDay(value);
  }, []);
  const onDone = useCallback((answered: number) => {
    setSession(null);
    setFinished(answered);
  }, []);

  let body;
  if (session) {
    body = <ReviewSession cards={session} onDone={onDone} />;
  } else if (overview.status === 'loading') {
    body = <Spinner label={t('review.loading')} />;
  } else if (overview.status === 'error') {
    body = (
      <Stack $gap={4} $narrow role="alert">
        <Text>{t('review.error')}</Text>
        <div>
          <Button type="button" onClick={retry}>
            {t('review.retry')}
          </Button>
        </div>
      </Stack>
    );
  } else if (!overview.hasCards) {
    body = (
      <Stack $gap={4} $narrow>
        <Text>{t('empty.text')}</Text>
        <div>
          <Link to="/quiz">{t('empty.quizLink')}</Link>
        </div>
      </Stack>
    );
  } else {
    const { due, fresh, nextDue } = overview.plan;
    const cards = [...due, ...fresh];
    body = (
      <Stack $gap={4} $narrow>
        {finished !== null && <Text role="status">{t('session.done', { count: finished })}</Text>}
        <Counts aria-label={t('review.countsLabel')}>
          <li data-testid="review-due-count">{t('review.due', { count: due.length })}</li>
          <li>{t('review.new', { count: fresh.length })}</li>
        </Counts>
        {cards.length > 0 ? (
          <div>
            <Button
              type="button"
              onClick={() => {
                setFinished(null);
                setSession(cards);
              }}
            >
              {t('review.start', { count: cards.length })}
            </Button>
          </div>
        ) : (
          <Card>
            <Text data-testid="review-next-due">
              {nextDue
                ? t('review.nextDue', { time: dueTimeText(nextDue) })
                : t('review.nothingScheduled')}
            </Text>
          </Card>
        )}
        <NewCardsSetting value={newPerDay} onChange={changeNewPerDay} />
        <Listen aria-label={t('review.listenLabel')}>
          <PlayReviewMixButton $variant="secondary" />
          <Link to="/me">{t('review.myLearning')}</Link>
        </Listen>
      </Stack>
    );
  }

  return (
    <PageContainer data-build-id={__BUILD_ID__}>
      <PageHeading>{t('review.heading')}</PageHeading>
      {body}
    </PageContainer>
  );
}

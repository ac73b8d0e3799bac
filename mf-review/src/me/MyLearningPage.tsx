import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { PlayReviewMixButton } from '@btb/shared-player/reviewMix';
import { SavedOfflineList } from '@btb/shared-player/offlineViews';
import { PageContainer, PageHeading, Skeleton, Row, usePageMeta, Stack } from '@btb/shared-ui';
import { myLearningNamespace } from './myLearningNamespace';
import { dayStreak, daysOf, minutesThisWeek } from './progress/stats';
import { LessonList } from './sections/LessonList';
import { PathSummary } from './sections/PathSummary';
import { LikedSongs } from './sections/LikedSongs';
import { SongList } from './sections/SongList';
import { SummaryStats } from './sections/SummaryStats';
import { ProgressTransfer } from './transfer/ProgressTransfer';
import { useMyLearning, type MyLearningData } from './useMyLearning';
import { meta } from './myLearningMeta';
export { meta };

const Intro = styled(Row)`
  margin-bottom: 16px;
`;

function Loaded({ data, reload }: { data: MyLearningData; reload: () => Promise<void> }) {
  const { t } = useTranslation(myLearningNamespace);
  const today = new Date();
  const active = daysOf([
    ...data.logs.map((log) => log.reviewedAt),
    ...data.listening.heard.map((song) => song.at),
  ]);
  return (
    <Stack $gap={4}>
      <SummaryStats
        streak={dayStreak(active, today)}
        minutesThisWeek={minutesThisWeek(data.listening.secondsByDay, today)}
        heard={data.listening.heard.length}
        learned={data.cards.length}
      />
      <PathSummary data={data} />
      <LessonList cards={data.cards} />
      <SongList
        id="my-heard-songs"
        title={t('heard.title')}
        empty={t('heard.empty')}
        songs={data.listening.heard}
      />
      <LikedSongs ids={data.liked} />
      <SongList
        id="my-recent-songs"
        title={t('recent.title')}
        empty={t('recent.empty')}
        songs={data.listening.recent}
      />
      <SavedOfflineList />
      <ProgressTransfer onImported={reload} />
    </Stack>
  );
}

/** Issue 20 "My learning" at `/me`: what this browser knows of the learner's progress. */
export default function MyLearningPage() {
  const { t } = useTranslation(myLearningNamespace);
  usePageMeta(meta);
  const { data, reload } = useMyLearning();
  return (
    <PageContainer>
      <Intro $justify="space-between" $wrap $gap={3}>
        <PageHeading>{t('title')}</PageHeading>
        <PlayReviewMixButton />
      </Intro>
      {data ? (
        <Loaded data={data} reload={reload} />
      ) : (
        <Stack $gap={4} aria-busy="true" data-testid="my-learning-loading">
          <Skeleton $height="80px" />
          <Skeleton $height="160px" />
          <Skeleton $height="160px" />
        </Stack>
      )}
    </PageContainer>
  );
}

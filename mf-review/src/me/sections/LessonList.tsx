import styled from 'styled-components';
import { Link } from '@btb/shared-router';
import { useTranslation } from '@btb/shared-i18n';
import { SaveOfflineIconButton } from '@btb/shared-player';
import { useGetLessonInfoQuery } from '../api/myLearningApi';
import { myLearningNamespace } from '../myLearningNamespace';
import { startedLessons, type CountedCard, type StartedLesson } from '../progress/stats';
import { Empty, List, Section } from './Section';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: 8px;
`;

const Counts = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

const LessonLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
`;

/** One started lesson; its name and word count come from the API (the code until they do). */
function LessonRow({ lesson }: { lesson: StartedLesson }) {
  const { t } = useTranslation(myLearningNamespace);
  const { data } = useGetLessonInfoQuery(lesson.code);
  const reviewed = lesson.counts.learning + lesson.counts.known;
  const fresh = data ? Math.max(0, data.words - reviewed) : lesson.counts.new;
  return (
    <Row data-testid="lesson-row">
      <LessonLink to={`/quiz?code=${encodeURIComponent(lesson.code)}`}>
        {data?.name ?? lesson.code}
      </LessonLink>
      <Actions>
        <Counts>
          {fresh === null
            ? t('lessons.countsNoNew', { ...lesson.counts })
            : t('lessons.counts', { ...lesson.counts, new: fresh })}
        </Counts>
        <SaveOfflineIconButton
          request={{ kind: 'lesson', code: lesson.code, title: data?.name ?? lesson.code }}
        />
      </Actions>
    </Row>
  );
}

/** The lessons with a reviewed word: how many of their words are new, learning and known. */
export function LessonList({ cards }: { cards: readonly CountedCard[] }) {
  const { t } = useTranslation(myLearningNamespace);
  const lessons = startedLessons(cards);
  return (
    <Section id="my-lessons" title={t('lessons.title')}>
      {lessons.length === 0 ? (
        <Empty>{t('lessons.empty')}</Empty>
      ) : (
        <List>
          {lessons.map((lesson) => (
            <LessonRow key={lesson.code} lesson={lesson} />
          ))}
        </List>
      )}
    </Section>
  );
}

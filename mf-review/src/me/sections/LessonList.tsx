import styled from 'styled-components';
import { Link } from '@btb/shared-router';
import { useTranslation } from '@btb/shared-i18n';
import { SaveOfflineIconButton } from '@btb/shared-player';
import { Muted, PlainList } from '@btb/shared-ui';
import { useGetLessonInfoQuery } from '../api/myLearningApi';
import { myLearningNamespace } from '../myLearningNamespace';
import type { LearnerFacts } from '@btb/shared-review';
import { startedLessons, type StartedLesson } from '../progress/stats';
import { Section } from './Section';
import { quizPath } from '@btb/platform/links';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: 8px;
`;

const Actions = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

const LessonLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
`;

/** One started lesson; its name comes from the API (the code until it does). */
function LessonRow({ lesson }: { lesson: StartedLesson }) {
  const { t } = useTranslation(myLearningNamespace);
  const { data } = useGetLessonInfoQuery(lesson.code);
  return (
    <Row data-testid="lesson-row">
      <LessonLink to={quizPath(lesson.code)}>{data?.name ?? lesson.code}</LessonLink>
      <Actions>
        <Muted as="span">{t('lessons.words', { count: lesson.learned, due: lesson.due })}</Muted>
        <SaveOfflineIconButton
          request={{ kind: 'lesson', code: lesson.code, title: data?.name ?? lesson.code }}
        />
      </Actions>
    </Row>
  );
}

/** The lessons with a reviewed word: their words learned and due, as the learning plan says. */
export function LessonList({ cards }: { cards: LearnerFacts['cards'] }) {
  const { t } = useTranslation(myLearningNamespace);
  const lessons = startedLessons(cards, new Date());
  return (
    <Section id="my-lessons" title={t('lessons.title')}>
      {lessons.length === 0 ? (
        <Muted>{t('lessons.empty')}</Muted>
      ) : (
        <PlainList>
          {lessons.map((lesson) => (
            <LessonRow key={lesson.code} lesson={lesson} />
          ))}
        </PlainList>
      )}
    </Section>
  );
}

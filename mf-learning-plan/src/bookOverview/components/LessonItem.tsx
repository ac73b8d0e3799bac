import { Link } from '@btb/shared-router';
import styled from 'styled-components';
import type { BookSequence } from '@btb/shared-contract';
import type { LessonProgress } from '@btb/shared-review';
import { useTranslation } from '@btb/shared-i18n';
import { PlayAllButton, SaveOfflineIconButton, fetchLessonTracks } from '@btb/shared-player';
import { Row } from '@btb/shared-ui';
import { learningPlanNamespace } from '../../learningPlanNamespace';
import type { Expansion } from '../expansion/useExpansion';
import { LessonProgressLine } from '../progress/LessonProgressLine';
import { StartQuizLink } from '../progress/StartQuizLink';
import { LessonMusic } from './LessonMusic';
import { LessonToggle } from './LessonToggle';
import { BookOpenIcon, MusicIcon } from './OverviewIcons';
import { songPath } from '@btb/platform/links';

const Item = styled.li`
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  &[aria-current='step'] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primary};
  }
`;

/** The progress and the quiz beside it; on a phone the quiz goes below rather than squeeze it. */
const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  > p {
    flex: 1 1 12rem;
  }
`;

/** The title with the buttons beside it; where they leave it too little room, they go below. */
const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  h4 {
    flex: 1 1 12rem;
    margin: 0;
    font-size: 1rem;
    font-weight: 500;
    overflow-wrap: anywhere;
  }
  h4 a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

/** Play and save, then the two panel toggles: each pair kept together when a narrow row wraps. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
`;

const Panel = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
    white-space: pre-wrap;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The element of a lesson (by its id), which a lesson's code scrolls into view. */
export const lessonElementId = (id: string) => `lesson-${id}`;

interface LessonItemProps {
  lesson: BookSequence;
  expansion: Expansion;
  /** Null until this browser's stores are read. */
  progress: LessonProgress | null;
  isNext: boolean;
}

/**
 * One lesson: its name (a link to its song), the Learning Content and Music toggles with their
 * panels, the learner's progress in it (the next lesson marked) and its quiz one tap away.
 */
export function LessonItem({ lesson, expansion, progress, isNext }: LessonItemProps) {
  const { t } = useTranslation(learningPlanNamespace);
  const id = String(lesson.llcSID);
  const name = lesson.sequenceName || lesson.strCode;
  const contentOpen = expansion.isOpen('lessons', id);
  const musicOpen = expansion.isOpen('music', id);
  const contentId = `lesson-${id}-content`;
  const musicId = `lesson-${id}-music`;
  const text = lesson.learningContent?.trim();
  const songId = lesson.songIds?.[0];
  return (
    <Item id={lessonElementId(id)} aria-current={isNext ? 'step' : undefined}>
      <TitleRow>
        <h4>{songId === undefined ? name : <Link to={songPath(songId)}>{name}</Link>}</h4>
        <Actions>
          <Row>
            <PlayAllButton
              tracks={() => fetchLessonTracks(lesson.strCode, name)}
              source={{ kind: 'lesson', name: lesson.strCode }}
              label={t('bookOverview.playLesson', { lesson: name })}
              $variant="ghost"
            />
            <SaveOfflineIconButton
              request={{ kind: 'lesson', code: lesson.strCode, title: name }}
            />
          </Row>
          <Row>
            <LessonToggle
              label={t('bookOverview.learningContentFor', { lesson: name })}
              tooltip={t('bookOverview.learningContent')}
              open={contentOpen}
              controls={contentId}
              onToggle={() => expansion.toggle('lessons', id)}
            >
              <BookOpenIcon />
            </LessonToggle>
            <LessonToggle
              label={t('bookOverview.musicFor', { lesson: name })}
              tooltip={t('bookOverview.music')}
              open={musicOpen}
              controls={musicId}
              onToggle={() => expansion.toggle('music', id)}
            >
              <MusicIcon />
            </LessonToggle>
          </Row>
        </Actions>
      </TitleRow>
      <Foot>
        <LessonProgressLine progress={progress} isNext={isNext} />
        {lesson.strCode && <StartQuizLink code={lesson.strCode} lesson={name} />}
      </Foot>
      {contentOpen && (
        <Panel id={contentId}>
          <p>{text || t('bookOverview.noContent')}</p>
        </Panel>
      )}
      {musicOpen && (
        <Panel id={musicId}>
          <LessonMusic strCode={lesson.strCode} lessonName={name} />
        </Panel>
      )}
    </Item>
  );
}

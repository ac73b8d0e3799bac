import styled from 'styled-components';
import type { Book } from '@btb/shared-contract';
import type { PathProgress } from '@btb/shared-review';
import { useTranslation } from '@btb/shared-i18n';
import { PlayAllButton, fetchLessonsTracks } from '@btb/shared-player';
import { Row } from '@btb/shared-ui';
import { learningPlanNamespace } from '../../learningPlanNamespace';
import type { Expansion } from '../expansion/useExpansion';
import { DisclosureButton } from './DisclosureButton';
import { ProgressTotalLine } from '../progress/ProgressTotalLine';
import { LessonItem } from './LessonItem';
import { ChevronIcon } from './OverviewIcons';

const Item = styled.li`
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

/** Indented under their book; on a phone the width goes to the lessons' titles and buttons. */
const Lessons = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding-left: 0;
  }
`;

interface BookSectionProps {
  book: Book;
  expansion: Expansion;
  /** Null until this browser's stores are read. */
  progress: PathProgress | null;
}

export function BookSection({ book, expansion, progress }: BookSectionProps) {
  const { t } = useTranslation(learningPlanNamespace);
  const id = String(book.id);
  const open = expansion.isOpen('books', id);
  const panelId = `book-${id}`;
  const name = book.bookName || book.internCode;
  const lessons = book.sequences.map((lesson) => ({
    strCode: lesson.strCode,
    name: lesson.sequenceName || lesson.strCode,
  }));
  return (
    <Item>
      <Row $wrap>
        <h3>
          <DisclosureButton
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => expansion.toggle('books', id)}
          >
            <ChevronIcon />
            <span>{name}</span>
            <span className="count">
              {t('bookOverview.lessonCount', { count: book.sequences.length })}
            </span>
          </DisclosureButton>
        </h3>
        {lessons.length > 0 && (
          <PlayAllButton
            tracks={() => fetchLessonsTracks(lessons)}
            source={{ kind: 'book', name: book.internCode || name }}
            label={t('bookOverview.playBook', { book: name })}
            $variant="ghost"
          />
        )}
      </Row>
      <ProgressTotalLine totals={progress?.books[id] ?? null} />
      {open && (
        <Lessons id={panelId}>
          {book.sequences.map((lesson) => (
            <LessonItem
              key={lesson.llcSID}
              lesson={lesson}
              expansion={expansion}
              progress={progress?.lessons[lesson.strCode] ?? null}
              isNext={!!lesson.strCode && progress?.nextLesson === lesson.strCode}
            />
          ))}
        </Lessons>
      )}
    </Item>
  );
}

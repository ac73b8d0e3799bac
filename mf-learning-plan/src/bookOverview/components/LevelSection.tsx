import styled from 'styled-components';
import type { BookLevel } from '@btb/shared-contract';
import { sumProgressTotals, type PathProgress, type ProgressTotals } from '@btb/shared-review';
import { useTranslation } from '@btb/shared-i18n';
import { learningPlanNamespace } from '../../learningPlanNamespace';
import type { Expansion } from '../expansion/useExpansion';
import { ProgressTotalLine } from '../progress/ProgressTotalLine';
import { BookSection } from './BookSection';
import { DisclosureButton } from './DisclosureButton';
import { ChevronIcon } from './OverviewIcons';

const Item = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

/** Indented under their level, but not on a phone, where the width is the lessons'. */
const Books = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding-left: 0;
  }
`;

interface LevelSectionProps {
  level: BookLevel;
  expansion: Expansion;
  /** Null until this browser's stores are read. */
  progress: PathProgress | null;
}

export function LevelSection({ level, expansion, progress }: LevelSectionProps) {
  const { t } = useTranslation(learningPlanNamespace);
  const open = expansion.isOpen('levels', level.level);
  const panelId = `level-${level.level}`;
  const totals =
    progress &&
    sumProgressTotals(
      level.books
        .map((book) => progress.books[String(book.id)])
        .filter((book): book is ProgressTotals => book !== undefined),
    );
  return (
    <Item>
      <h2>
        <DisclosureButton
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => expansion.toggle('levels', level.level)}
        >
          <ChevronIcon />
          <span>{t('bookOverview.level', { level: level.level })}</span>
          <span className="count">
            {t('bookOverview.bookCount', { count: level.books.length })}
          </span>
        </DisclosureButton>
      </h2>
      <ProgressTotalLine totals={totals} />
      {open && (
        <Books id={panelId}>
          {level.books.map((book) => (
            <BookSection key={book.id} book={book} expansion={expansion} progress={progress} />
          ))}
        </Books>
      )}
    </Item>
  );
}

import styled from 'styled-components';
import type { BookLevel } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { learningPlanNamespace } from '../../learningPlanNamespace';
import type { Expansion } from '../expansion/useExpansion';
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

const Books = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

export function LevelSection({ level, expansion }: { level: BookLevel; expansion: Expansion }) {
  const { t } = useTranslation(learningPlanNamespace);
  const open = expansion.isOpen('levels', level.level);
  const panelId = `level-${level.level}`;
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
      {open && (
        <Books id={panelId}>
          {level.books.map((book) => (
            <BookSection key={book.id} book={book} expansion={expansion} />
          ))}
        </Books>
      )}
    </Item>
  );
}

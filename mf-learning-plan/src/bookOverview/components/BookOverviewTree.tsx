import styled from 'styled-components';
import type { BookOverview } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { learningPlanNamespace } from '../../learningPlanNamespace';
import { useExpansion } from '../expansion/useExpansion';
import { LevelSection } from './LevelSection';

const Levels = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Levels, books and lessons; what is open is remembered per code for this browser session. */
export function BookOverviewTree({ code, overview }: { code: string; overview: BookOverview }) {
  const { t } = useTranslation(learningPlanNamespace);
  const expansion = useExpansion(code);
  return (
    <Levels aria-label={t('bookOverview.levels')}>
      {overview.levels.map((level) => (
        <LevelSection key={level.level} level={level} expansion={expansion} />
      ))}
    </Levels>
  );
}

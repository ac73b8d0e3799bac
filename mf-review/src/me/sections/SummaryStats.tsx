import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Muted } from '@btb/shared-ui';
import { myLearningNamespace } from '../myLearningNamespace';

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 12px;
  margin: 0;
`;

const Stat = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 12px 16px;
`;

const Value = styled.dd`
  margin: 4px 0 0;
  font-size: 1.6rem;
  font-weight: 700;
`;

export interface SummaryValues {
  streak: number;
  minutesThisWeek: number;
  heard: number;
  /** Words learned: every word in the learner's reviews, as the learning plan counts them. */
  learned: number;
}

/** The numbers at the top: day streak, minutes this week, songs heard, words learned. */
export function SummaryStats({ streak, minutesThisWeek, heard, learned }: SummaryValues) {
  const { t } = useTranslation(myLearningNamespace);
  const stats = [
    { key: 'streak', name: t('stats.streak'), value: t('stats.days', { count: streak }) },
    {
      key: 'minutes',
      name: t('stats.minutesThisWeek'),
      value: t('stats.minutes', { count: minutesThisWeek }),
    },
    { key: 'heard', name: t('stats.songsHeard'), value: String(heard) },
    { key: 'learned', name: t('stats.wordsLearned'), value: String(learned) },
  ];
  return (
    <Stats>
      {stats.map((stat) => (
        <Stat key={stat.key} data-testid={`stat-${stat.key}`}>
          <Muted as="dt">{stat.name}</Muted>
          <Value>{stat.value}</Value>
        </Stat>
      ))}
    </Stats>
  );
}

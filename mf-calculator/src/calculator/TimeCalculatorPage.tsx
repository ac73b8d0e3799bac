import { useCallback, useMemo } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { PageContainer, PageHeading, usePageMeta } from '@btb/shared-ui';
import { calculatorNamespace } from '../calculatorNamespace';
import { ActivityCard } from './components/ActivityCard';
import { EfficiencyCard } from './components/EfficiencyCard';
import { PresetBar } from './components/PresetBar';
import { SummaryPanel } from './components/SummaryPanel';
import { activityGroups } from './model/activityGroups';
import type { CalculatorField } from './model/calculatorFields';
import { matchingPreset } from './model/calculatorReducer';
import { activityMinutes, timePotential } from './model/timePotential';
import { useCalculatorState } from './useCalculatorState';
import { meta } from './timeCalculatorMeta';
export { meta };

const Intro = styled.p`
  max-width: 70ch;
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Layout = styled.div`
  display: grid;
  gap: 16px;
  align-items: start;
  margin-top: 16px;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) 340px;
    > aside {
      grid-column: 2;
      grid-row: 1;
    }
  }
`;

const Sliders = styled.div`
  display: grid;
  gap: 16px;
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** SPEC section 2 "Time calculator": sliders, a sticky summary, presets and a copyable summary. */
export default function TimeCalculatorPage() {
  const { t } = useTranslation(calculatorNamespace);
  usePageMeta(meta);
  const [state, dispatch] = useCalculatorState();
  const potential = useMemo(() => timePotential(state), [state]);
  const minutes = useMemo(() => activityMinutes(state), [state]);
  const setField = useCallback(
    (field: CalculatorField, value: number) => dispatch({ type: 'set', field, value }),
    [dispatch],
  );

  return (
    <PageContainer data-build-id={__BUILD_ID__}>
      <PageHeading>{t('timeCalculator.heading')}</PageHeading>
      <Intro>{t('timeCalculator.intro')}</Intro>
      <PresetBar active={matchingPreset(state)} dispatch={dispatch} />
      <Layout>
        <SummaryPanel state={state} potential={potential} />
        <Sliders>
          {activityGroups.map(({ activity, fields }) => (
            <ActivityCard
              key={activity}
              activity={activity}
              fields={fields}
              state={state}
              minutes={minutes[activity]}
              onChange={setField}
            />
          ))}
          <EfficiencyCard value={state.eff} onChange={setField} />
        </Sliders>
      </Layout>
    </PageContainer>
  );
}

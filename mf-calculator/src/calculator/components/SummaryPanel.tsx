import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { calculatorNamespace } from '../../calculatorNamespace';
import type { CalculatorState } from '../model/calculatorFields';
import type { TimePotential } from '../model/timePotential';
import { useNumberFormat } from '../useNumberFormat';
import { CopySummaryButton } from './CopySummaryButton';

const Panel = styled.aside`
  position: sticky;
  top: calc(${({ theme }) => theme.navHeight} + 12px);
  z-index: 5;
  display: grid;
  gap: 12px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.35);
  /* On a phone the sticky panel must not eat the screen: figures only, in one tight row. */
  @media (max-width: 899px) {
    gap: 8px;
    padding: 10px;
  }
`;

const compactHidden = `
  @media (max-width: 899px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.1rem;
  ${compactHidden}
`;

const Figures = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
`;

const Block = styled.section<{ $highlight?: boolean }>`
  padding: 12px;
  border-radius: 10px;
  background: ${({ theme, $highlight }) => ($highlight ? theme.gradient : theme.colors.surface)};
  h3 {
    margin: 0 0 8px;
    font-size: 0.85rem;
    font-weight: 600;
  }
  dl {
    display: grid;
    gap: 4px;
    margin: 0;
  }
  dd {
    margin: 0;
    font-size: clamp(1.3rem, 3vw, 1.8rem);
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  dt {
    order: 1;
    font-size: 0.8rem;
  }
  div {
    display: flex;
    flex-direction: column;
  }
  @media (max-width: 899px) {
    padding: 8px;
    h3 {
      margin-bottom: 4px;
      font-size: 0.75rem;
    }
    dl {
      grid-template-columns: 1fr 1fr;
      gap: 8px;
    }
    dd {
      font-size: 1.15rem;
    }
    dt {
      font-size: 0.7rem;
    }
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  ${compactHidden}
`;

const CopyRow = styled.div`
  display: grid;
  @media (max-width: 899px) {
    button {
      min-height: 36px;
      font-size: 0.9rem;
    }
  }
`;

interface SummaryPanelProps {
  state: CalculatorState;
  potential: TimePotential;
}

/** The sticky summary: theoretical and effective hours and learning days. */
export function SummaryPanel({ state, potential }: SummaryPanelProps) {
  const { t } = useTranslation(calculatorNamespace);
  const format = useNumberFormat();
  const figure = (label: string, value: number, testId: string) => (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{format(value)}</dd>
    </div>
  );
  return (
    <Panel aria-labelledby="time-summary-heading">
      <Heading id="time-summary-heading">{t('timeCalculator.summary.heading')}</Heading>
      <Figures>
        <Block>
          <h3>{t('timeCalculator.summary.theoretical')}</h3>
          <dl>
            {figure(t('timeCalculator.summary.hours'), potential.hours, 'theoretical-hours')}
            {figure(t('timeCalculator.summary.days'), potential.days, 'theoretical-days')}
          </dl>
        </Block>
        <Block $highlight>
          <h3>{t('timeCalculator.summary.effective', { eff: format(state.eff) })}</h3>
          <dl>
            {figure(t('timeCalculator.summary.hours'), potential.effectiveHours, 'effective-hours')}
            {figure(t('timeCalculator.summary.days'), potential.effectiveDays, 'effective-days')}
          </dl>
        </Block>
      </Figures>
      <Note>{t('timeCalculator.summary.dayNote')}</Note>
      <CopyRow>
        <CopySummaryButton state={state} />
      </CopyRow>
    </Panel>
  );
}

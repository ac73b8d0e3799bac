import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { calculatorNamespace } from '../../calculatorNamespace';
import type { CalculatorField, CalculatorState } from '../model/calculatorFields';
import type { Activity } from '../model/timePotential';
import { useNumberFormat } from '../useNumberFormat';
import { RangeSlider } from './RangeSlider';

export const SliderCard = styled.fieldset`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 16px;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

export const Legend = styled.legend`
  float: left;
  display: flex;
  justify-content: space-between;
  width: 100%;
  padding: 0;
  font-weight: 700;
  font-size: 1.1rem;
  & + * {
    clear: both;
  }
`;

const Subtotal = styled.span`
  font-weight: 400;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface ActivityCardProps {
  activity: Activity;
  fields: [CalculatorField, CalculatorField];
  state: CalculatorState;
  minutes: number;
  onChange: (field: CalculatorField, value: number) => void;
}

/** One everyday activity: its two sliders and the hours per year it adds. */
export function ActivityCard({ activity, fields, state, minutes, onChange }: ActivityCardProps) {
  const { t } = useTranslation(calculatorNamespace);
  const format = useNumberFormat();
  const name = t(`timeCalculator.activities.${activity}`);
  return (
    <SliderCard>
      <Legend>
        {name}
        <Subtotal>{t('timeCalculator.activityTotal', { hours: format(minutes / 60) })}</Subtotal>
      </Legend>
      {fields.map((field) => (
        <RangeSlider
          key={field}
          field={field}
          label={t(`timeCalculator.fields.${field}`)}
          context={name}
          value={state[field]}
          onChange={onChange}
        />
      ))}
    </SliderCard>
  );
}

import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { calculatorNamespace } from '../../calculatorNamespace';
import type { CalculatorField } from '../model/calculatorFields';
import { Legend, SliderCard } from './ActivityCard';
import { RangeSlider } from './RangeSlider';

const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface EfficiencyCardProps {
  value: number;
  onChange: (field: CalculatorField, value: number) => void;
}

/** The utilization (efficiency) slider: the share of the freed time really used for learning. */
export function EfficiencyCard({ value, onChange }: EfficiencyCardProps) {
  const { t } = useTranslation(calculatorNamespace);
  return (
    <SliderCard>
      <Legend>{t('timeCalculator.effHeading')}</Legend>
      <Hint>{t('timeCalculator.effHint')}</Hint>
      <RangeSlider
        field="eff"
        label={t('timeCalculator.fields.eff')}
        value={value}
        onChange={onChange}
      />
    </SliderCard>
  );
}

import { useTranslation } from '@btb/shared-i18n';
import { Muted } from '@btb/shared-ui';
import { calculatorNamespace } from '../../calculatorNamespace';
import type { CalculatorField } from '../model/calculatorFields';
import { Legend, SliderCard } from './ActivityCard';
import { RangeSlider } from './RangeSlider';

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
      <Muted $small>{t('timeCalculator.effHint')}</Muted>
      <RangeSlider
        field="eff"
        label={t('timeCalculator.fields.eff')}
        value={value}
        onChange={onChange}
      />
    </SliderCard>
  );
}

import { useCallback } from 'react';
import { useTranslation } from '@btb/shared-i18n';
import { calculatorNamespace } from '../calculatorNamespace';
import type { SliderUnit } from './model/calculatorFields';
import { useNumberFormat } from './useNumberFormat';

/** "30 min", "240 days", "1,5 Std.": a slider value with its unit. */
export function useUnitText(): (value: number, unit: SliderUnit) => string {
  const { t } = useTranslation(calculatorNamespace);
  const format = useNumberFormat();
  return useCallback(
    (value: number, unit: SliderUnit) =>
      t(`timeCalculator.units.${unit}`, { value: format(value), count: value }),
    [t, format],
  );
}

import type { Dispatch } from 'react';
import { useTranslation } from '@btb/shared-i18n';
import { Button, Row } from '@btb/shared-ui';
import { calculatorNamespace } from '../../calculatorNamespace';
import type { CalculatorAction } from '../model/calculatorReducer';
import type { PresetName } from '../model/calculatorPresets';

const presetNames: PresetName[] = ['conservative', 'active'];

interface PresetBarProps {
  active: PresetName | null;
  dispatch: Dispatch<CalculatorAction>;
}

/** SPEC section 9: the Conservative and Active presets, and Reset to the defaults. */
export function PresetBar({ active, dispatch }: PresetBarProps) {
  const { t } = useTranslation(calculatorNamespace);
  return (
    <Row $wrap role="group" aria-label={t('timeCalculator.presets.heading')}>
      {presetNames.map((preset) => (
        <Button
          key={preset}
          type="button"
          $variant={active === preset ? 'primary' : 'secondary'}
          aria-pressed={active === preset}
          onClick={() => dispatch({ type: 'preset', preset })}
        >
          {t(`timeCalculator.presets.${preset}`)}
        </Button>
      ))}
      <Button type="button" $variant="ghost" onClick={() => dispatch({ type: 'reset' })}>
        {t('timeCalculator.presets.reset')}
      </Button>
    </Row>
  );
}

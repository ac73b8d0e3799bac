import { snapToRange, type CalculatorField, type CalculatorState } from './calculatorFields';
import { calculatorPresets, defaultCalculatorState, type PresetName } from './calculatorPresets';

export type CalculatorAction =
  | { type: 'set'; field: CalculatorField; value: number }
  | { type: 'preset'; preset: PresetName }
  | { type: 'reset' };

export function calculatorReducer(
  state: CalculatorState,
  action: CalculatorAction,
): CalculatorState {
  switch (action.type) {
    case 'set': {
      if (!Number.isFinite(action.value)) return state;
      const value = snapToRange(action.field, action.value);
      return value === state[action.field] ? state : { ...state, [action.field]: value };
    }
    case 'preset':
      return { ...calculatorPresets[action.preset] };
    case 'reset':
      return { ...defaultCalculatorState };
  }
}

/** Which preset the sliders show right now, if any (for the pressed state of its button). */
export function matchingPreset(state: CalculatorState): PresetName | null {
  const names = Object.keys(calculatorPresets) as PresetName[];
  return (
    names.find((name) =>
      (Object.keys(state) as CalculatorField[]).every(
        (field) => calculatorPresets[name][field] === state[field],
      ),
    ) ?? null
  );
}

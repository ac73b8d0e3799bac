import type { CalculatorField, CalculatorState } from './calculatorFields';
import { calculatorReducer, matchingPreset } from './calculatorReducer';
import { calculatorPresets, defaultCalculatorState } from './calculatorPresets';

/**
 * SPEC section 9, restated here as a table so the tests check the presets against the SPEC
 * rather than against the code: field, default, Conservative, Active. Conservative names only
 * some fields; the others keep their defaults.
 */
const specSection9: [CalculatorField, number, number, number][] = [
  ['commuteMin', 30, 30, 40],
  ['commuteDays', 240, 240, 230],
  ['cookMin', 30, 30, 45],
  ['cookDays', 320, 320, 320],
  ['shopWeekMin', 60, 45, 90],
  ['shopWeeks', 50, 48, 50],
  ['sportH', 2, 1.5, 4],
  ['sportWeeks', 50, 45, 50],
  ['houseMin', 30, 30, 40],
  ['houseDays', 320, 320, 320],
  ['privWeekH', 2, 1, 3],
  ['privWeeks', 50, 45, 50],
  ['eff', 25, 20, 35],
];

/** Where each column stands in a row of the table. */
const specColumns = { default: 1, conservative: 2, active: 3 } as const;

/** One column of the SPEC table as a full calculator state. */
function specColumn(column: keyof typeof specColumns): CalculatorState {
  const index = specColumns[column];
  const entries = specSection9.map((row) => [row[0], row[index]] as const);
  return Object.fromEntries(entries) as Record<CalculatorField, number>;
}

describe('calculatorReducer', () => {
  it('sets a slider, clamped to its range and snapped to its step', () => {
    const set = (field: 'commuteMin' | 'sportH' | 'eff', value: number) =>
      calculatorReducer(defaultCalculatorState, { type: 'set', field, value })[field];
    expect(set('commuteMin', 45)).toBe(45);
    expect(set('commuteMin', 999)).toBe(180);
    expect(set('commuteMin', -5)).toBe(0);
    expect(set('commuteMin', 43)).toBe(45);
    expect(set('sportH', 1.4)).toBe(1.5);
    expect(set('eff', 101)).toBe(100);
  });

  it('ignores a value that is not a number', () => {
    expect(
      calculatorReducer(defaultCalculatorState, { type: 'set', field: 'eff', value: NaN }),
    ).toBe(defaultCalculatorState);
  });

  it.each(['conservative', 'active'] as const)('applies %s exactly as SPEC lists it', (preset) => {
    expect(calculatorReducer(defaultCalculatorState, { type: 'preset', preset })).toEqual(
      specColumn(preset),
    );
  });

  it('resets to the defaults of SPEC section 9', () => {
    expect(calculatorReducer(calculatorPresets.active, { type: 'reset' })).toEqual(
      specColumn('default'),
    );
  });

  it('knows which preset the sliders match', () => {
    expect(matchingPreset(calculatorPresets.active)).toBe('active');
    expect(matchingPreset(calculatorPresets.conservative)).toBe('conservative');
    expect(matchingPreset(defaultCalculatorState)).toBeNull();
  });
});

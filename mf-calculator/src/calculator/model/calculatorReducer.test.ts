import { calculatorReducer, matchingPreset } from './calculatorReducer';
import { calculatorPresets, defaultCalculatorState } from './calculatorPresets';

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

  it('applies Conservative exactly as SPEC lists it, other fields at their defaults', () => {
    expect(
      calculatorReducer(defaultCalculatorState, { type: 'preset', preset: 'conservative' }),
    ).toEqual({
      ...defaultCalculatorState,
      eff: 20,
      sportH: 1.5,
      sportWeeks: 45,
      shopWeekMin: 45,
      shopWeeks: 48,
      privWeekH: 1,
      privWeeks: 45,
    });
  });

  it('applies Active exactly as SPEC lists it', () => {
    expect(calculatorReducer(defaultCalculatorState, { type: 'preset', preset: 'active' })).toEqual(
      {
        commuteMin: 40,
        commuteDays: 230,
        cookMin: 45,
        cookDays: 320,
        shopWeekMin: 90,
        shopWeeks: 50,
        sportH: 4,
        sportWeeks: 50,
        houseMin: 40,
        houseDays: 320,
        privWeekH: 3,
        privWeeks: 50,
        eff: 35,
      },
    );
  });

  it('resets to the defaults of SPEC section 9', () => {
    expect(calculatorReducer(calculatorPresets.active, { type: 'reset' })).toEqual({
      commuteMin: 30,
      commuteDays: 240,
      cookMin: 30,
      cookDays: 320,
      shopWeekMin: 60,
      shopWeeks: 50,
      sportH: 2,
      sportWeeks: 50,
      houseMin: 30,
      houseDays: 320,
      privWeekH: 2,
      privWeeks: 50,
      eff: 25,
    });
  });

  it('knows which preset the sliders match', () => {
    expect(matchingPreset(calculatorPresets.active)).toBe('active');
    expect(matchingPreset(calculatorPresets.conservative)).toBe('conservative');
    expect(matchingPreset(defaultCalculatorState)).toBeNull();
  });
});

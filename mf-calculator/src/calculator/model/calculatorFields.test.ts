import { calculatorFields, sliderRanges } from './calculatorFields';
import { defaultCalculatorState, calculatorPresets } from './calculatorPresets';

describe('sliderRanges', () => {
  it('has the 13 ranges and steps of SPEC section 5', () => {
    const table = Object.fromEntries(
      Object.entries(sliderRanges).map(([field, { min, max, step }]) => [field, [min, max, step]]),
    );
    expect(table).toEqual({
      commuteMin: [0, 180, 5],
      commuteDays: [0, 365, 5],
      cookMin: [0, 180, 5],
      cookDays: [0, 365, 5],
      shopWeekMin: [0, 600, 5],
      shopWeeks: [0, 52, 1],
      sportH: [0, 30, 0.5],
      sportWeeks: [0, 52, 1],
      houseMin: [0, 240, 5],
      houseDays: [0, 365, 5],
      privWeekH: [0, 20, 0.5],
      privWeeks: [0, 52, 1],
      eff: [0, 100, 5],
    });
  });

  it('holds the defaults and presets on the sliders’ grid', () => {
    for (const state of [defaultCalculatorState, ...Object.values(calculatorPresets)]) {
      for (const field of calculatorFields) {
        const { min, max, step } = sliderRanges[field];
        const value = state[field];
        expect(value).toBeGreaterThanOrEqual(min);
        expect(value).toBeLessThanOrEqual(max);
        expect(Number.isInteger((value - min) / step)).toBe(true);
      }
    }
  });
});

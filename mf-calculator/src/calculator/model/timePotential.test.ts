import { calculatorFields, type CalculatorState } from './calculatorFields';
import { calculatorPresets, defaultCalculatorState } from './calculatorPresets';
import { activityMinutes, timePotential } from './timePotential';

describe('timePotential', () => {
  it('gives 810 h, 101.25 days and 202.5 effective hours for the defaults', () => {
    expect(timePotential(defaultCalculatorState)).toEqual({
      totalMinutes: 48600,
      hours: 810,
      days: 101.25,
      effectiveHours: 202.5,
      effectiveDays: 25.3125,
    });
  });

  it('counts the commute both ways: 30 min × 2 × 240 days', () => {
    expect(activityMinutes(defaultCalculatorState)).toEqual({
      commute: 14400,
      cooking: 9600,
      shopping: 3000,
      sport: 6000,
      housework: 9600,
      privateTravel: 6000,
    });
  });

  it('applies hours = minutes / 60, days = hours / 8, effective = hours × eff / 100', () => {
    const zero: CalculatorState = { ...defaultCalculatorState };
    for (const field of calculatorFields) zero[field] = 0;
    const state = { ...zero, cookMin: 60, cookDays: 8, eff: 50 };
    expect(timePotential(state)).toEqual({
      totalMinutes: 480,
      hours: 8,
      days: 1,
      effectiveHours: 4,
      effectiveDays: 0.5,
    });
  });

  it('gives 708.5 h at 20% for Conservative and 1185 h at 35% for Active', () => {
    expect(timePotential(calculatorPresets.conservative)).toMatchObject({
      hours: 708.5,
      effectiveHours: 141.7,
    });
    expect(timePotential(calculatorPresets.active)).toMatchObject({
      hours: 1185,
      days: 148.125,
      effectiveHours: 414.75,
    });
  });
});

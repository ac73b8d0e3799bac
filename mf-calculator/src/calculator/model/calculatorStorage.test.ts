import { defaultCalculatorState } from './calculatorPresets';
import {
  readCalculatorState,
  sanitizeCalculatorState,
  writeCalculatorState,
} from './calculatorStorage';

describe('calculator storage', () => {
  afterEach(() => window.localStorage.clear());

  it('round-trips a state through local storage', () => {
    const state = { ...defaultCalculatorState, eff: 60, sportH: 3.5 };
    writeCalculatorState(state);
    expect(readCalculatorState()).toEqual(state);
  });

  it('clamps out-of-range numbers and snaps them to the step', () => {
    expect(
      sanitizeCalculatorState({ commuteMin: 500, eff: -20, sportH: 2.3, shopWeeks: 12.6 }),
    ).toEqual({ ...defaultCalculatorState, commuteMin: 180, eff: 0, sportH: 2.5, shopWeeks: 13 });
  });

  it('defaults fields that are missing or not numbers', () => {
    expect(
      sanitizeCalculatorState({ cookMin: '45', cookDays: null, houseMin: NaN, privWeeks: {} }),
    ).toEqual(defaultCalculatorState);
  });

  it.each([['"hello"'], ['[1,2]'], ['null'], ['{broken'], ['42']])(
    'falls back to the defaults for %s',
    (raw) => {
      window.localStorage.setItem('timeCalculator', raw);
      expect(readCalculatorState()).toEqual(defaultCalculatorState);
    },
  );
});

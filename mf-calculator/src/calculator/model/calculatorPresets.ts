import type { CalculatorState } from './calculatorFields';

/** SPEC section 9: commute 30 min one way × 2 × 240 days, cooking 30 × 320, … efficiency 25%. */
export const defaultCalculatorState: CalculatorState = {
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
};

export type PresetName = 'conservative' | 'active';

/** SPEC section 9, word for word; fields a preset does not name keep their defaults. */
export const calculatorPresets: Record<PresetName, CalculatorState> = {
  conservative: {
    ...defaultCalculatorState,
    eff: 20,
    sportH: 1.5,
    sportWeeks: 45,
    shopWeekMin: 45,
    shopWeeks: 48,
    privWeekH: 1,
    privWeeks: 45,
  },
  active: {
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
};

/** SPEC section 3: the calculator's state, one number per slider. */
export interface CalculatorState {
  commuteMin: number;
  commuteDays: number;
  cookMin: number;
  cookDays: number;
  shopWeekMin: number;
  shopWeeks: number;
  sportH: number;
  sportWeeks: number;
  houseMin: number;
  houseDays: number;
  privWeekH: number;
  privWeeks: number;
  eff: number;
}

export type CalculatorField = keyof CalculatorState;

export type SliderUnit = 'minutes' | 'hours' | 'days' | 'weeks' | 'percent';

export interface SliderRange {
  min: number;
  max: number;
  step: number;
  unit: SliderUnit;
}

/** SPEC section 5: ranges and steps (sport and private weeks have no step given: whole weeks). */
export const sliderRanges: Record<CalculatorField, SliderRange> = {
  commuteMin: { min: 0, max: 180, step: 5, unit: 'minutes' },
  commuteDays: { min: 0, max: 365, step: 5, unit: 'days' },
  cookMin: { min: 0, max: 180, step: 5, unit: 'minutes' },
  cookDays: { min: 0, max: 365, step: 5, unit: 'days' },
  shopWeekMin: { min: 0, max: 600, step: 5, unit: 'minutes' },
  shopWeeks: { min: 0, max: 52, step: 1, unit: 'weeks' },
  sportH: { min: 0, max: 30, step: 0.5, unit: 'hours' },
  sportWeeks: { min: 0, max: 52, step: 1, unit: 'weeks' },
  houseMin: { min: 0, max: 240, step: 5, unit: 'minutes' },
  houseDays: { min: 0, max: 365, step: 5, unit: 'days' },
  privWeekH: { min: 0, max: 20, step: 0.5, unit: 'hours' },
  privWeeks: { min: 0, max: 52, step: 1, unit: 'weeks' },
  eff: { min: 0, max: 100, step: 5, unit: 'percent' },
};

export const calculatorFields = Object.keys(sliderRanges) as CalculatorField[];

/** Puts any number on the slider's grid: clamped to the range and snapped to the step. */
export function snapToRange(field: CalculatorField, value: number): number {
  const { min, max, step } = sliderRanges[field];
  const snapped = min + Math.round((value - min) / step) * step;
  // toFixed drops float dust such as 1.5000000000000002 from the 0.5 steps.
  return Number(Math.min(max, Math.max(min, snapped)).toFixed(2));
}

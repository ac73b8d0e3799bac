import type { CalculatorState } from './calculatorFields';

export type Activity = 'commute' | 'cooking' | 'shopping' | 'sport' | 'housework' | 'privateTravel';

/** Minutes per year each activity frees for listening; the commute counts both ways. */
export function activityMinutes(state: CalculatorState): Record<Activity, number> {
  return {
    commute: state.commuteMin * 2 * state.commuteDays,
    cooking: state.cookMin * state.cookDays,
    shopping: state.shopWeekMin * state.shopWeeks,
    sport: state.sportH * 60 * state.sportWeeks,
    housework: state.houseMin * state.houseDays,
    privateTravel: state.privWeekH * 60 * state.privWeeks,
  };
}

export interface TimePotential {
  totalMinutes: number;
  hours: number;
  days: number;
  effectiveHours: number;
  effectiveDays: number;
}

export const hoursPerLearningDay = 8;

/** SPEC section 9: hours = minutes / 60; days = hours / 8; effective = theoretical × eff / 100. */
export function timePotential(state: CalculatorState): TimePotential {
  const totalMinutes = Object.values(activityMinutes(state)).reduce((sum, m) => sum + m, 0);
  const hours = totalMinutes / 60;
  const effectiveHours = (hours * state.eff) / 100;
  return {
    totalMinutes,
    hours,
    days: hours / hoursPerLearningDay,
    effectiveHours,
    effectiveDays: effectiveHours / hoursPerLearningDay,
  };
}

import type { CalculatorState } from './calculatorFields';
import { activityMinutes, timePotential, type Activity } from './timePotential';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The plain-text summary the copy button puts on the clipboard. */
export function summaryText(
  state: CalculatorState,
  t: Translate,
  format: (value: number) => string,
): string {
  const potential = timePotential(state);
  const perActivity = Object.entries(activityMinutes(state)).map(([activity, minutes]) =>
    t('timeCalculator.copy.text.activity', {
      activity: t(`timeCalculator.activities.${activity as Activity}`),
      hours: format(minutes / 60),
    }),
  );
  return [
    t('timeCalculator.copy.text.heading'),
    ...perActivity,
    t('timeCalculator.copy.text.theoretical', {
      hours: format(potential.hours),
      days: format(potential.days),
    }),
    t('timeCalculator.copy.text.effective', {
      eff: format(state.eff),
      hours: format(potential.effectiveHours),
      days: format(potential.effectiveDays),
    }),
  ].join('\n');
}

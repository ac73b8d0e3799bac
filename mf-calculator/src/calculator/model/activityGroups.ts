import type { CalculatorField } from './calculatorFields';
import type { Activity } from './timePotential';

/** The sliders in the order the page shows them, two per activity. */
export const activityGroups: { activity: Activity; fields: [CalculatorField, CalculatorField] }[] =
  [
    { activity: 'commute', fields: ['commuteMin', 'commuteDays'] },
    { activity: 'cooking', fields: ['cookMin', 'cookDays'] },
    { activity: 'shopping', fields: ['shopWeekMin', 'shopWeeks'] },
    { activity: 'sport', fields: ['sportH', 'sportWeeks'] },
    { activity: 'housework', fields: ['houseMin', 'houseDays'] },
    { activity: 'privateTravel', fields: ['privWeekH', 'privWeeks'] },
  ];

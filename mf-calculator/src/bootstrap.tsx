import { renderStandalone } from '@btb/shared-standalone';
import TimeCalculatorPage from './calculator/TimeCalculatorPage';

renderStandalone(
  'mf-calculator',
  [{ path: '/time-calculator', element: <TimeCalculatorPage /> }],
  '/time-calculator',
);

import { renderStandalone } from '@btb/shared-standalone';
import TimeCalculatorPage from './calculator/TimeCalculatorPage';

void renderStandalone({
  folder: 'mf-calculator',
  pages: { TimeCalculatorPage },
});

import type { PageMeta } from '@btb/shared-store';
import { calculatorNamespace } from '../calculatorNamespace';

/** `/time-calculator`. */
export const meta: PageMeta = ({ t }) => ({
  title: t('timeCalculator.title', { ns: calculatorNamespace }),
  description: t('timeCalculator.metaDescription', { ns: calculatorNamespace }),
});

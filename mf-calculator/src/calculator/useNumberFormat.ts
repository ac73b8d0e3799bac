import { useMemo } from 'react';
import { useLanguage } from '@btb/shared-i18n';

/** SPEC section 9: numbers with up to one decimal, in the reader's language (101.3 / 101,3). */
export function useNumberFormat(): (value: number) => string {
  const { language } = useLanguage();
  return useMemo(() => {
    const formatter = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    return (value: number) => formatter.format(value);
  }, [language]);
}

import { useCallback } from 'react';
import { useLanguage } from '@btb/shared-i18n';
import { formatRounded } from '@btb/shared-store/formatRounded';

/**
 * SPEC section 9: numbers with up to one decimal, in the reader's language (101.3 / 101,3).
 * `formatRounded`, not an `Intl.NumberFormat`: the first one a tab builds costs 15–38 ms of main
 * thread (the locale's number data), which landed in this page's hydration.
 */
export function useNumberFormat(): (value: number) => string {
  const { language } = useLanguage();
  return useCallback((value: number) => formatRounded(value, language, 1), [language]);
}

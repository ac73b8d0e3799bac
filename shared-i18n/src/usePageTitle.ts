import { useEffect } from 'react';
import { useTranslation } from './useTranslation';

/** Sets `document.title` to "{title} | Beat to Breakthrough" while the page is mounted. */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation('common');
  useEffect(() => {
    if (title) document.title = t('pageTitle', { title });
  }, [t, title]);
}

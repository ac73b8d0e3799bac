import { useEffect, useState } from 'react';
import { urlInLanguage, useLanguage, useTranslation } from '@btb/shared-i18n';
import { showToast, useAppDispatch } from '@btb/shared-store';
import { searchNamespace } from '../../searchNamespace';

/** SPEC section 9: the copied state of the button lasts 2 s. */
export const copiedNoticeMs = 2000;

/**
 * Copies the page URL (it carries the filters, and the page's language) and reports the outcome in
 * a toast.
 */
export function useCopySearchUrl() {
  const { t } = useTranslation(searchNamespace);
  const { language } = useLanguage();
  const dispatch = useAppDispatch();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedNoticeMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      // `clipboard` is missing on insecure origins; that is a failure like any other.
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(urlInLanguage(window.location.href, language));
      setCopied(true);
      dispatch(showToast({ title: t('results.urlCopied'), variant: 'success' }));
    } catch (error) {
      console.warn('Copying the search URL failed.', error);
      dispatch(
        showToast({
          title: t('results.errorTitle'),
          description: t('results.copyFailed'),
          variant: 'destructive',
        }),
      );
    }
  };

  return { copied, copy };
}

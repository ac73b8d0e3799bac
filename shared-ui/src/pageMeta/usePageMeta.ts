import { useEffect, useMemo } from 'react';
import { useLanguage, useTranslation } from '@btb/shared-i18n';
import { useLocation, useParams } from '@btb/shared-router';
import { publishCurrentPage, useAppSelector, type PageMeta } from '@btb/shared-store';

/**
 * The browser's side of a page's `meta`: the tab's title from it (what the server wrote into the
 * first HTML, and again on every client navigation), and the page's name for analytics (its
 * English title without data: SPEC section 7's "Song Details", "Quiz").
 */
export function usePageMeta<Local>(meta: PageMeta<Local>, local?: Local): void {
  const { language } = useLanguage();
  const { t, i18n } = useTranslation('common');
  const params = useParams();
  const { pathname, search } = useLocation();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const context = { params, searchParams, language, t, local, origin: '' };
  // A string, so the page re-renders only when its title changes.
  const title = useAppSelector((state) => meta({ ...context, state }).title);
  useEffect(() => {
    document.title = t('pageTitle', { title });
  }, [t, title]);
  const english = i18n.getFixedT('en');
  const name = meta({ ...context, state: undefined, language: 'en', t: english }).title;
  useEffect(() => publishCurrentPage({ path: pathname, name }), [pathname, name]);
}

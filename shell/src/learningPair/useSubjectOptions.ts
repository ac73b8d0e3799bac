import { useEffect, useState } from 'react';
import { type SubjectOption } from '@btb/shared-contract';
import { apiRoutes, apiRequest } from '@btb/shared-store';
import { useLanguage } from '@btb/shared-i18n';

export type SubjectOptions =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; subjects: SubjectOption[] };

const isSubject = (value: unknown): value is SubjectOption => {
  const v = value as Partial<SubjectOption> | null;
  return (
    typeof v?.key === 'string' && typeof v.target === 'string' && typeof v.primary === 'string'
  );
};

/** The language pairs the catalogue teaches, read when the chooser opens (labels in the page's language). */
export function useSubjectOptions(enabled: boolean): SubjectOptions {
  const { language } = useLanguage();
  const [options, setOptions] = useState<SubjectOptions>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    apiRequest<unknown>(`${apiRoutes.subjects}?language=${language}`, {
      signal: controller.signal,
    })
      .then((value) =>
        setOptions({
          status: 'ready',
          subjects: Array.isArray(value) ? value.filter(isSubject) : [],
        }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setOptions({ status: 'error' });
      });
    return () => controller.abort();
  }, [enabled, language]);
  return options;
}

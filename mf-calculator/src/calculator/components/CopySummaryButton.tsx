import { useEffect, useState } from 'react';
import { useTranslation } from '@btb/shared-i18n';
import { showToast, useAppDispatch } from '@btb/shared-store';
import { Button, VisuallyHidden } from '@btb/shared-ui';
import { calculatorNamespace } from '../../calculatorNamespace';
import { copyText } from '../copyText';
import type { CalculatorState } from '../model/calculatorFields';
import { summaryText } from '../model/summaryText';
import { useNumberFormat } from '../useNumberFormat';

/** SPEC section 9: the calculator's "copied" notice lasts 1.6 s. */
export const copiedNoticeMs = 1600;

export function CopySummaryButton({ state }: { state: CalculatorState }) {
  const { t } = useTranslation(calculatorNamespace);
  const format = useNumberFormat();
  const dispatch = useAppDispatch();
  // A counter, so a second copy within 1.6 s starts the notice afresh.
  const [copiedAt, setCopiedAt] = useState(0);

  useEffect(() => {
    if (!copiedAt) return;
    const timer = setTimeout(() => setCopiedAt(0), copiedNoticeMs);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  const copy = async () => {
    try {
      await copyText(summaryText(state, t, format));
      setCopiedAt((n) => n + 1);
    } catch {
      dispatch(
        showToast({
          title: t('timeCalculator.copy.failedTitle'),
          description: t('timeCalculator.copy.failedDescription'),
          variant: 'destructive',
        }),
      );
    }
  };

  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => void copy()}>
        {copiedAt ? (
          <>
            <span aria-hidden="true">✓</span> {t('timeCalculator.copy.copied')}
          </>
        ) : (
          t('timeCalculator.copy.button')
        )}
      </Button>
      <VisuallyHidden role="status">
        {copiedAt ? t('timeCalculator.copy.copiedNotice') : ''}
      </VisuallyHidden>
    </>
  );
}

import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@btb/shared-store';
import { consentChosen, consentSettingsOpened, selectConsentChoice } from './consentSlice';
import { writeConsent, type ConsentChoice } from './consentStorage';

/** The visitor's choice, a way to change it (remembered at once) and to reopen the banner. */
export function useConsent() {
  const dispatch = useAppDispatch();
  const choice = useAppSelector(selectConsentChoice);
  const choose = useCallback(
    (next: ConsentChoice) => {
      writeConsent(next);
      dispatch(consentChosen(next));
    },
    [dispatch],
  );
  const openSettings = useCallback(() => dispatch(consentSettingsOpened()), [dispatch]);
  return { choice, choose, openSettings };
}

import { lazy, Suspense, useCallback, type ComponentType } from 'react';
import { lazyWithStrings } from '@btb/shared-i18n';
import { closeDialog, selectOpenDialog, useAppDispatch, useAppSelector } from '@btb/shared-store';

// Each dialog's code (and the login dialog's strings) loads when it first opens, not with the page.
const LoginDialog = lazyWithStrings(() =>
  import('../auth/LoginDialog').then((module) => ({ default: module.LoginDialog })),
);
const QuizCodeDialogSlot = lazy(() =>
  import('./QuizCodeDialogSlot').then((module) => ({ default: module.QuizCodeDialogSlot })),
);

interface SiteDialogsProps {
  /**
   * mf-quiz's own dialog, where the page is mf-quiz itself (its standalone page): it renders that
   * instead of loading it through the federation. It closes itself through the store.
   */
  localQuizCodeDialog?: ComponentType;
}

/** The dialogs any remote may open through the store (`openDialog('quizCode' | 'login')`). */
export function SiteDialogs({ localQuizCodeDialog: LocalQuizCodeDialog }: SiteDialogsProps) {
  const open = useAppSelector(selectOpenDialog);
  const dispatch = useAppDispatch();
  // Stable, so the dialogs' focus traps are set up once.
  const close = useCallback(() => dispatch(closeDialog()), [dispatch]);
  return (
    <Suspense fallback={null}>
      {open === 'login' && <LoginDialog onClose={close} />}
      {open === 'quizCode' &&
        (LocalQuizCodeDialog ? <LocalQuizCodeDialog /> : <QuizCodeDialogSlot onClose={close} />)}
    </Suspense>
  );
}

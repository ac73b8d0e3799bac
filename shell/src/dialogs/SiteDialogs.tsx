import { lazy, Suspense, useCallback } from 'react';
import { closeDialog, selectOpenDialog, useAppDispatch, useAppSelector } from '@btb/shared-store';

// Each dialog's code loads when it first opens, not with the page.
const LoginDialog = lazy(() =>
  import('../auth/LoginDialog').then((module) => ({ default: module.LoginDialog })),
);
const QuizCodeDialogSlot = lazy(() =>
  import('./QuizCodeDialogSlot').then((module) => ({ default: module.QuizCodeDialogSlot })),
);

/** The dialogs any remote may open through the store (`openDialog('quizCode' | 'login')`). */
export function SiteDialogs() {
  const open = useAppSelector(selectOpenDialog);
  const dispatch = useAppDispatch();
  // Stable, so the dialogs' focus traps are set up once.
  const close = useCallback(() => dispatch(closeDialog()), [dispatch]);
  return (
    <Suspense fallback={null}>
      {open === 'login' && <LoginDialog onClose={close} />}
      {open === 'quizCode' && <QuizCodeDialogSlot onClose={close} />}
    </Suspense>
  );
}

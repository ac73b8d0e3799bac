import { useCallback } from 'react';
import { closeDialog, selectOpenDialog, useAppDispatch, useAppSelector } from '@btb/shared-store';
import { LoginDialog } from '../auth/LoginDialog';
import { QuizCodeDialogSlot } from './QuizCodeDialogSlot';

/** The dialogs any remote may open through the store (`openDialog('quizCode' | 'login')`). */
export function SiteDialogs() {
  const open = useAppSelector(selectOpenDialog);
  const dispatch = useAppDispatch();
  // Stable, so the dialogs' focus traps are set up once.
  const close = useCallback(() => dispatch(closeDialog()), [dispatch]);
  if (open === 'login') return <LoginDialog onClose={close} />;
  if (open === 'quizCode') return <QuizCodeDialogSlot onClose={close} />;
  return null;
}

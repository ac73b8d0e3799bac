import { useCallback, type ComponentType } from 'react';
import { closeDialog, selectOpenDialog, useAppDispatch, useAppSelector } from '@btb/shared-store';
import { LoginDialog } from '../auth/LoginDialog';
import { QuizCodeDialogSlot } from './QuizCodeDialogSlot';

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
  if (open === 'login') return <LoginDialog onClose={close} />;
  if (open === 'quizCode' && LocalQuizCodeDialog) return <LocalQuizCodeDialog />;
  if (open === 'quizCode') return <QuizCodeDialogSlot onClose={close} />;
  return null;
}

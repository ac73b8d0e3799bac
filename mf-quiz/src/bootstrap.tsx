import { renderStandalone } from '@btb/shared-standalone';
import QuizCodeDialog from './code/QuizCodeDialog';
import QuizPage from './quiz/QuizPage';

void renderStandalone({
  folder: 'mf-quiz',
  pages: { QuizPage },
  localQuizCodeDialog: QuizCodeDialog,
});

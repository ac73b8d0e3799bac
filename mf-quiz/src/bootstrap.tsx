import { renderStandalone } from '@btb/shared-standalone';
import QuizPage from './quiz/QuizPage';

renderStandalone('mf-quiz', [{ path: '/quiz', element: <QuizPage /> }], '/quiz');

import { lazy, type ComponentType } from 'react';
import BookOverviewPage from '../../../../mf-learning-plan/src/bookOverview/BookOverviewPage';
import TimeCalculatorPage from '../../../../mf-calculator/src/calculator/TimeCalculatorPage';
import HomePage from '../../../../mf-home/src/home/HomePage';
import QuizPage from '../../../../mf-quiz/src/quiz/QuizPage';
import SearchPage from '../../../../mf-search/src/search/SearchPage';
import MyLearningPage from '../../../../mf-review/src/me/MyLearningPage';
import ReviewPage from '../../../../mf-review/src/review/ReviewPage';
import SongPage from '../../../../mf-song/src/song/SongPage';

/**
 * Every exposed module of the platform, imported statically: the monolith is one bundle. The quiz-code dialog
 * stays lazy as it is in the federated site, where it loads only when someone opens it.
 */
export const staticPages: Record<string, ComponentType<object>> = {
  'mf_home/HomePage': HomePage,
  'mf_search/SearchPage': SearchPage,
  'mf_song/SongPage': SongPage,
  'mf_quiz/QuizPage': QuizPage,
  'mf_learning_plan/BookOverviewPage': BookOverviewPage,
  'mf_calculator/TimeCalculatorPage': TimeCalculatorPage,
  'mf_review/ReviewPage': ReviewPage,
  'mf_review/MyLearningPage': MyLearningPage,
  'mf_quiz/QuizCodeDialog': lazy(() => import('../../../../mf-quiz/src/code/QuizCodeDialog')),
};

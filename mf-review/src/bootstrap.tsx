import { renderStandalone } from '@btb/shared-standalone';
import MyLearningPage from './me/MyLearningPage';
import ReviewPage from './review/ReviewPage';

void renderStandalone({
  folder: 'mf-review',
  pages: { ReviewPage, MyLearningPage },
});

import { renderStandalone } from '@btb/shared-standalone';
import MyLearningPage from './me/MyLearningPage';
import ReviewPage from './review/ReviewPage';

void renderStandalone({
  folder: 'mf-review',
  routes: [
    { path: '/review', element: <ReviewPage /> },
    { path: '/me', element: <MyLearningPage /> },
  ],
  home: '/review',
});

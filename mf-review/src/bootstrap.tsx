import { renderStandalone } from '@btb/shared-standalone';
import ReviewPage from './review/ReviewPage';

void renderStandalone({
  folder: 'mf-review',
  routes: [{ path: '/review', element: <ReviewPage /> }],
  home: '/review',
});

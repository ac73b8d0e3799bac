import { renderStandalone } from '@btb/shared-standalone';
import BookOverviewPage from './bookOverview/BookOverviewPage';

void renderStandalone({
  folder: 'mf-learning-plan',
  pages: { BookOverviewPage },
});

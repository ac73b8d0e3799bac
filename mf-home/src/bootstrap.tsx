import { renderStandalone } from '@btb/shared-standalone';
import HomePage from './home/HomePage';

void renderStandalone({
  folder: 'mf-home',
  pages: { HomePage },
});

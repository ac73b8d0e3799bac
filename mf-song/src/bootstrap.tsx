import { renderStandalone } from '@btb/shared-standalone';
import SongPage from './song/SongPage';

void renderStandalone({
  folder: 'mf-song',
  pages: { SongPage },
});

import { renderStandalone } from '@btb/shared-standalone';
import SongPage from './song/SongPage';

void renderStandalone({
  folder: 'mf-song',
  routes: [{ path: '/song/:id', element: <SongPage /> }],
  home: '/song/1',
});

import { renderStandalone } from '@btb/shared-standalone';
import SongPage from './song/SongPage';

renderStandalone('mf-song', [{ path: '/song/:id', element: <SongPage /> }], '/song/1');

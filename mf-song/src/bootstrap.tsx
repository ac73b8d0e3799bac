import { Navigate } from 'react-router-dom';
import { renderStandalone } from '@btb/shared-standalone';
import SongPage from './song/SongPage';

renderStandalone('mf-song', [
  { path: '/song/:id', element: <SongPage /> },
  { path: '/', element: <Navigate to="/song/1" replace /> },
]);

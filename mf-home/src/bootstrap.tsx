import { renderStandalone } from '@btb/shared-standalone';
import HomePage from './home/HomePage';

renderStandalone('mf-home', [{ path: '/', element: <HomePage /> }], '/');

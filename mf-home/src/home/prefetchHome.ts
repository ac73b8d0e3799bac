import type { PagePrefetch } from '@btb/shared-store';
import { heroSlidesApi } from '../hero/api/getHeroSlides';
import { playlistsApi } from '../playlists/api/getPlaylists';

/** On the server: the hero slides and the playlist rows, in the request's language. */
export const prefetchHome: PagePrefetch = ({ store, language }) => {
  store.dispatch(heroSlidesApi.endpoints.getHeroSlides.initiate(language));
  store.dispatch(playlistsApi.endpoints.getPlaylists.initiate(language));
};

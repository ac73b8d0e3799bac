import type { PagePrefetch } from '@btb/shared-store';
import { songDetailApi } from './api/getSongDetail';
import { parseSongId } from './parseSongId';

/** On the server: the song's detail; an unknown or malformed id is a 404 page. */
export const prefetchSong: PagePrefetch = async ({ store, params }) => {
  const id = parseSongId(params.id);
  if (id === undefined) return 404;
  const { error } = await store.dispatch(songDetailApi.endpoints.getSongDetail.initiate(id));
  return error ? 404 : undefined;
};

import type { PagePrefetch } from '@btb/shared-store';
import { songDetailApi } from './api/getSongDetail';
import { parseSongId } from './parseSongId';

/**
 * On the server: the song's detail; an unknown or malformed id is a 404 page. Any other failure
 * (the API busy, restarting, unreachable) is not the learner's fault: it throws, so the page is
 * rendered in the browser instead of answering 404 for a song that exists.
 */
export const prefetchSong: PagePrefetch = async ({ store, params }) => {
  const id = parseSongId(params.id);
  if (id === undefined) return 404;
  const { error } = await store.dispatch(songDetailApi.endpoints.getSongDetail.initiate(id));
  if (!error) return undefined;
  if ('status' in error && error.status === 404) return 404;
  throw new Error(`Song ${id} could not be fetched on the server`);
};

import { readStored, writeStored } from '../storage/browserStorage';
import { browserStorageKeys } from '@btb/shared-contract';

const likedSongsKey = browserStorageKeys.likedSongs;

const asIdList = (value: unknown): number[] | undefined =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : undefined;

/** SPEC: a song can be liked once per browser; the ids live in local storage. */
export function readLikedSongs(): number[] {
  return readStored(likedSongsKey, asIdList, []);
}

export function rememberLikedSong(id: number): void {
  const liked = readLikedSongs();
  if (!liked.includes(id)) writeStored(likedSongsKey, [...liked, id]);
}

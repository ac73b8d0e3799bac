import { useEffect, useState } from 'react';
import { useAppDispatch } from '../store/hooks';
import { engagementApi } from './engagementApi';
import { readLikedSongs, rememberLikedSong } from './likedSongs';

/**
 * Like once per browser: the heart fills at the click, and stays filled and disabled once the
 * server counted the like, with the server's count. A like the server did not count (the day's
 * allowance of the learner's network or account) or could not take returns the heart to how it
 * was; a toast says why (`engagementToasts.ts`). `likes` starts from the count the caller knows.
 * The request is not kept in the store (`track: false`): a page has a like button per card, and
 * this hook holds all they show.
 */
export function useLikeSong(id: number, knownLikes: number) {
  const dispatch = useAppDispatch();
  // Not liked on the first render, as the server renders it; the browser's record applies at once after.
  const [liked, setLiked] = useState(false);
  useEffect(() => {
    if (readLikedSongs().includes(id)) setLiked(true);
  }, [id]);
  const [likes, setLikes] = useState<number | null>(null);
  const [pending, setPending] = useState(false);

  const like = async () => {
    if (liked || pending) return;
    setPending(true);
    const result = await dispatch(engagementApi.endpoints.likeSong.initiate(id, { track: false }));
    setPending(false);
    if (!('data' in result) || !result.data) return;
    setLikes(result.data.likes);
    if (result.data.notCounted) return;
    rememberLikedSong(id);
    setLiked(true);
  };

  return { liked: liked || pending, likes: likes ?? knownLikes, like, pending };
}

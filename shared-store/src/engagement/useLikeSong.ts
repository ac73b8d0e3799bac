import { useEffect, useState } from 'react';
import { useLikeSongMutation } from './engagementApi';
import { readLikedSongs, rememberLikedSong } from './likedSongs';

/**
 * Like once per browser: the heart fills at the click, and stays filled and disabled once the
 * server counted the like, with the server's count. A like the server did not count (the day's
 * allowance of the learner's network or account) or could not take returns the heart to how it
 * was; a toast says why (`engagementToasts.ts`). `likes` starts from the count the caller knows.
 */
export function useLikeSong(id: number, knownLikes: number) {
  // Not liked on the first render, as the server renders it; the browser's record applies at once after.
  const [liked, setLiked] = useState(false);
  useEffect(() => {
    if (readLikedSongs().includes(id)) setLiked(true);
  }, [id]);
  const [likes, setLikes] = useState<number | null>(null);
  const [likeSong, { isLoading }] = useLikeSongMutation();

  const like = async () => {
    if (liked || isLoading) return;
    const result = await likeSong(id);
    if (!('data' in result) || !result.data) return;
    setLikes(result.data.likes);
    if (result.data.notCounted) return;
    rememberLikedSong(id);
    setLiked(true);
  };

  return { liked: liked || isLoading, likes: likes ?? knownLikes, like, pending: isLoading };
}

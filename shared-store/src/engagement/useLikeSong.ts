import { useEffect, useState } from 'react';
import { useLikeSongMutation } from './engagementApi';
import { readLikedSongs, rememberLikedSong } from './likedSongs';

/**
 * Like once per browser: after a successful like the button stays disabled and filled, and the count
 * is the server's answer. `likes` starts from the count the caller already knows.
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
    if ('data' in result && result.data) {
      rememberLikedSong(id);
      setLiked(true);
      setLikes(result.data.likes);
    }
  };

  return { liked, likes: likes ?? knownLikes, like, pending: isLoading };
}

import { useAppSelector } from '@btb/shared-store';
import { selectPlayer } from '../state/playerSlice';

/**
 * Whether the listener hears song `songId` as its 20-second preview only: it is restricted and
 * the session is not premium. `restricted` is the song's flag where the page knows it (the song
 * page); without it, the current track's flag counts (the now-playing view).
 */
export function usePreviewOnly(songId: number, restricted?: boolean): boolean {
  const premium = useAppSelector((state) => selectPlayer(state).premium);
  const track = useAppSelector((state) => selectPlayer(state).currentTrack);
  if (premium) return false;
  if (restricted !== undefined) return restricted;
  return !!track && track.id === songId && !track.podcastFileName && track.ysnRestricted === 1;
}

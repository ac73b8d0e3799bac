import { useEffect } from 'react';
import { useAppDispatch } from '@btb/shared-store';
import { playerActions } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';

/** Seconds a headset's or lock screen's skip buttons jump when they do not say. */
export const defaultSkipSeconds = 10;

const mediaSession = (): MediaSession | null =>
  typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;

interface MediaSessionState {
  track: PlayerTrack | null;
  isPlaying: boolean;
  currentTime: number;
  duration: number;
}

/**
 * Tells the operating system what is playing (title, creator, cover) and routes headset and
 * lock-screen buttons to the player's commands, so learning stays hands-free.
 */
export function useMediaSession({ track, isPlaying, currentTime, duration }: MediaSessionState) {
  const dispatch = useAppDispatch();

  useEffect(() => {
    const session = mediaSession();
    if (!session) return;
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => dispatch(playerActions.resume())],
      ['pause', () => dispatch(playerActions.pause())],
      ['previoustrack', () => dispatch(playerActions.previous())],
      ['nexttrack', () => dispatch(playerActions.next())],
      [
        'seekto',
        (details) => {
          if (details.seekTime !== undefined) dispatch(playerActions.seek(details.seekTime));
        },
      ],
      [
        'seekbackward',
        (details) => dispatch(playerActions.seekBy(-(details.seekOffset ?? defaultSkipSeconds))),
      ],
      [
        'seekforward',
        (details) => dispatch(playerActions.seekBy(details.seekOffset ?? defaultSkipSeconds)),
      ],
    ];
    for (const [action, handler] of handlers) setHandler(session, action, handler);
    return () => {
      for (const [action] of handlers) setHandler(session, action, null);
    };
  }, [dispatch]);

  useEffect(() => {
    const session = mediaSession();
    if (!session || typeof MediaMetadata === 'undefined') return;
    session.metadata = track
      ? new MediaMetadata({
          title: track.title,
          artist: track.creator,
          artwork: track.imageUrl
            ? [{ src: new URL(track.imageUrl, window.location.href).href }]
            : [],
        })
      : null;
  }, [track]);

  useEffect(() => {
    const session = mediaSession();
    if (session) session.playbackState = track ? (isPlaying ? 'playing' : 'paused') : 'none';
  }, [track, isPlaying]);

  const second = Math.floor(currentTime);
  useEffect(() => {
    const session = mediaSession();
    if (!session?.setPositionState || !track || !(duration > 0)) return;
    try {
      session.setPositionState({ duration, position: Math.min(second, duration), playbackRate: 1 });
    } catch {
      // Some browsers reject odd values (e.g. a live stream); the position is only a nicety.
    }
  }, [track, second, duration]);
}

/** Browsers throw for actions they do not support; those buttons just do not show. */
function setHandler(
  session: MediaSession,
  action: MediaSessionAction,
  handler: MediaSessionActionHandler | null,
) {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // Unsupported action.
  }
}

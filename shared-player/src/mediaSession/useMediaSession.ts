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
  /** The playback rate, so the lock screen's position moves at the right pace. */
  speed: number;
  /** The queue's source ("Playlist: Top Rated"), shown as the album. */
  album: string;
}

/** Sizes the operating system picks from; the API serves the cover as one scalable image. */
export const artworkSizes = ['96x96', '128x128', '192x192', '256x256', '384x384', '512x512'];

function artworkOf(imageUrl: string | undefined): MediaImage[] {
  if (!imageUrl) return [];
  const src = new URL(imageUrl, window.location.href).href;
  const type = /\.svg$/i.test(src)
    ? 'image/svg+xml'
    : /\.webp$/i.test(src)
      ? 'image/webp'
      : undefined;
  return artworkSizes.map((sizes) => (type ? { src, sizes, type } : { src, sizes }));
}

/**
 * Tells the operating system what is playing (title, creator, cover) and routes headset and
 * lock-screen buttons to the player's commands, so learning stays hands-free.
 */
export function useMediaSession(state: MediaSessionState) {
  const { track, isPlaying, currentTime, duration, speed, album } = state;
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
          // Home playlist songs show the likes text as their creator; the artist is the real one.
          artist: track.artist || track.creator,
          album,
          artwork: artworkOf(track.imageUrl),
        })
      : null;
  }, [track, album]);

  useEffect(() => {
    const session = mediaSession();
    if (session) session.playbackState = track ? (isPlaying ? 'playing' : 'paused') : 'none';
  }, [track, isPlaying]);

  const second = Math.floor(currentTime);
  useEffect(() => {
    const session = mediaSession();
    if (!session?.setPositionState || !track || !(duration > 0)) return;
    try {
      session.setPositionState({
        duration,
        position: Math.min(second, duration),
        playbackRate: speed,
      });
    } catch {
      // Some browsers reject odd values (e.g. a live stream); the position is only a nicety.
    }
  }, [track, second, duration, speed]);
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

import { listenerMiddleware } from '@btb/shared-store';
import { renderWithProviders } from '@btb/shared-testing';
import type { PlayerTrack } from '../state/playerTrack';
import { artworkSizes, useMediaSession } from './useMediaSession';

type Handler = (details: Partial<MediaSessionActionDetails>) => void;

class FakeMetadata {
  constructor(readonly init: MediaMetadataInit) {}
}

function installMediaSession() {
  const handlers = new Map<string, Handler | null>();
  const session = {
    metadata: null as FakeMetadata | null,
    playbackState: 'none',
    setActionHandler: jest.fn((action: string, handler: Handler | null) => {
      if (action === 'skipad') throw new Error('unsupported');
      handlers.set(action, handler);
    }),
    setPositionState: jest.fn(),
  };
  Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true });
  Object.assign(globalThis, { MediaMetadata: FakeMetadata });
  return { session, handlers };
}

const song: PlayerTrack = {
  id: 4,
  title: 'Hallo Welt',
  creator: 'Lena',
  imageUrl: '/api/image/song-4.webp',
  ysnRestricted: 0,
};

function Harness(props: { track: PlayerTrack | null; isPlaying: boolean; speed?: number }) {
  useMediaSession({
    speed: 1,
    ...props,
    currentTime: 12.6,
    duration: 180,
    album: 'Playlist: Top Rated',
  });
  return null;
}

describe('useMediaSession', () => {
  it('publishes title, creator, source as album, artwork sizes, playback state and position', () => {
    const { session } = installMediaSession();
    renderWithProviders(<Harness track={song} isPlaying />);
    const src = 'http://localhost/api/image/song-4.webp';
    expect(session.metadata?.init).toEqual({
      title: 'Hallo Welt',
      artist: 'Lena',
      album: 'Playlist: Top Rated',
      artwork: artworkSizes.map((sizes) => ({ src, sizes, type: 'image/webp' })),
    });
    expect(session.playbackState).toBe('playing');
    expect(session.setPositionState).toHaveBeenCalledWith({
      duration: 180,
      position: 12,
      playbackRate: 1,
    });
  });

  it('names the real creator as artist when the bar shows the likes text, at the current speed', () => {
    const { session } = installMediaSession();
    const playlistSong = { ...song, creator: '409 likes', artist: 'Lena Berg' };
    renderWithProviders(<Harness track={playlistSong} isPlaying speed={1.25} />);
    expect(session.metadata?.init.artist).toBe('Lena Berg');
    expect(session.setPositionState).toHaveBeenLastCalledWith({
      duration: 180,
      position: 12,
      playbackRate: 1.25,
    });
  });

  it('routes headset and lock-screen buttons to player commands', () => {
    const { handlers } = installMediaSession();
    renderWithProviders(<Harness track={song} isPlaying={false} />);
    const dispatched: unknown[] = [];
    const stop = listenerMiddleware.startListening({
      predicate: (action) => action.type.startsWith('player/'),
      effect: (action) => void dispatched.push(action),
    });
    handlers.get('play')?.({});
    handlers.get('pause')?.({});
    handlers.get('nexttrack')?.({});
    handlers.get('previoustrack')?.({});
    handlers.get('seekto')?.({ seekTime: 42 });
    handlers.get('seekbackward')?.({});
    handlers.get('seekforward')?.({ seekOffset: 30 });
    stop();
    expect(dispatched).toEqual([
      { type: 'player/resume' },
      { type: 'player/pause' },
      { type: 'player/next' },
      { type: 'player/previous' },
      { type: 'player/seek', payload: 42 },
      { type: 'player/seekBy', payload: -10 },
      { type: 'player/seekBy', payload: 30 },
    ]);
  });

  it('clears everything when there is no track or the player goes away', () => {
    const { session, handlers } = installMediaSession();
    const { unmount } = renderWithProviders(<Harness track={null} isPlaying={false} />);
    expect(session.metadata).toBeNull();
    expect(session.playbackState).toBe('none');
    unmount();
    expect(handlers.get('play')).toBeNull();
  });
});

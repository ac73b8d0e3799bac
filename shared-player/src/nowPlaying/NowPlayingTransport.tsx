import styled from 'styled-components';
import { PlaybackControls } from '../bar/PlaybackControls';
import { SeekBar } from '../bar/SeekBar';
import { queueOf } from '../state/playerSlice';
import { nextIndex } from '../state/queue';
import { usePlayer } from '../state/usePlayer';

/**
 * Stays at the top of the view while it scrolls: on a phone the lyrics scroll the whole view (the
 * sung line is scrolled into it), and play/pause and the position stay in reach above it.
 */
const Sticky = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: grid;
  justify-items: center;
  gap: 2px;
  margin: 8px -8px 0;
  padding: 4px 8px;
  background: ${({ theme }) => theme.colors.surface};
`;

/** The bar's own play/pause, previous/next and seek slider with times, for the now-playing view. */
export function NowPlayingTransport() {
  const player = usePlayer();
  const hasNext = nextIndex(queueOf(player), player.repeat, false) !== undefined;
  return (
    <Sticky data-testid="now-playing-transport">
      <PlaybackControls
        isPlaying={player.isPlaying}
        isLoading={player.isLoading}
        hasTrack={!!player.currentTrack}
        hasNext={hasNext}
        onToggle={player.toggle}
        onPrevious={player.previous}
        onNext={player.next}
        focusMain
      />
      <SeekBar currentTime={player.currentTime} duration={player.duration} onSeek={player.seek} />
    </Sticky>
  );
}

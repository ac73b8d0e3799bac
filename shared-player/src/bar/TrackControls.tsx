import { Suspense, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { RoundButton, VisuallyHidden, Row } from '@btb/shared-ui';
import { useAppDispatch } from '@btb/shared-store';
import type { singleKeyShortcuts } from '../keyboard/shortcutList';
import { readSingleKeysEnabled, writeSingleKeysEnabled } from '../keyboard/singleKeyPreference';
import { usePlayerShortcuts } from '../keyboard/usePlayerShortcuts';
import { useMediaSession } from '../mediaSession/useMediaSession';
import { useCurrentLine } from '../nowPlaying/useCurrentLine';
import { useLineCommands } from '../nowPlaying/useLineCommands';
import { useLyricLines } from '../nowPlaying/useLyricLines';
import { useSleepTimer } from '../nowPlaying/useSleepTimer';
import { playerNamespace } from '../playerNamespace';
import { shortcutsNamespace } from '../keyboard/shortcutsNamespace';
import { playbackSpeeds, playerActions, queueOf } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import { nextIndex } from '../state/queue';
import { usePlayer } from '../state/usePlayer';
import { useSourceLabel } from '../state/useSourceLabel';
import { NowPlayingView, QueueView, ShortcutsDialog } from './barDialogs';
import { TextButton } from './controlStyles';
import { formatTime } from './formatTime';
import { KeyboardIcon, LyricsIcon, QueueIcon } from './icons';
import { PlaybackControls } from './PlaybackControls';
import { RepeatButton, ShuffleButton } from './QueueModeControls';
import { SeekBar } from './SeekBar';
import { SpeedSelect } from './SpeedSelect';
import { TrackInfo } from './TrackInfo';

const Centre = styled.div`
  display: grid;
  justify-items: center;
  gap: 2px;
  min-width: 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    /* Phones keep the buttons; the slider moves to a thin strip along the top edge. */
    > :last-child {
      position: absolute;
      left: 8px;
      right: 8px;
      width: auto;
      top: -10px;
      time {
        display: none;
      }
    }
  }
`;

/** Shuffle, repeat and speed: on phones they live in the queue view, not in the bar. */
const WideOnly = styled.div`
  display: contents;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: none;
  }
`;

/** The cover and title open the now-playing view (on phones the only way in by pointer). */
const TrackButton = styled(TextButton)`
  padding: 0;
`;

export interface TrackControlsProps {
  track: PlayerTrack;
  /** The bar's volume control: it ends the bar, after the track's buttons. */
  volumeControl: ReactNode;
}

/**
 * The player bar's parts for a track: its title and cover, the playback buttons and seek slider,
 * speed, lyrics, queue and shortcut buttons, the keyboard shortcuts, the media session and the
 * sleep timer. A page without a track (every first visit) does not load this code; the bar loads
 * it with the first track (PlayerBar).
 */
export function TrackControls({ track, volumeControl }: TrackControlsProps) {
  const { t } = useTranslation([shortcutsNamespace, playerNamespace]);
  const openHintId = useId();
  const [view, setView] = useState<'queue' | 'nowPlaying' | 'shortcuts' | null>(null);
  const [singleKeysEnabled, setSingleKeysEnabled] = useState(readSingleKeysEnabled);
  const player = usePlayer();
  const { isPlaying, isLoading, currentTime, duration } = player;
  const source = useSourceLabel(player.queueSource);
  const lyrics = useLyricLines(track);
  const lines = useMemo(() => (lyrics.status === 'ready' ? lyrics.lines : []), [lyrics]);
  const currentLine = useCurrentLine(lines, currentTime);
  const line = useLineCommands(lines, currentLine, player);
  useSleepTimer(player.sleepTimer);
  const dispatch = useAppDispatch();
  // A queue that asked for it (the review mix) plays with the now-playing view open.
  useEffect(() => {
    if (!player.nowPlayingRequested) return;
    setView('nowPlaying');
    dispatch(playerActions.nowPlayingOpened());
  }, [player.nowPlayingRequested, dispatch]);
  const stepSpeed = (step: 1 | -1) => {
    const next = playbackSpeeds[playbackSpeeds.indexOf(player.speed as 1) + step];
    if (next !== undefined) player.setSpeed(next);
  };
  // The keys the shortcuts dialog lists (shortcutList.ts), with what each one does.
  const singleKeys: Record<(typeof singleKeyShortcuts)[number]['key'], () => void> = {
    n: player.next,
    p: player.previous,
    ',': () => stepSpeed(-1),
    '.': () => stepSpeed(1),
    r: line.replayLine,
    l: line.toggleLoop,
    s: player.toggleShuffle,
    m: player.toggleMute,
    q: () => setView('queue'),
    y: () => setView('nowPlaying'),
    '?': () => setView('shortcuts'),
  };
  usePlayerShortcuts({
    enabled: true,
    toggle: player.toggle,
    seekBy: player.seekBy,
    singleKeys,
    singleKeysEnabled,
  });
  useMediaSession({ track, isPlaying, currentTime, duration, speed: player.speed, album: source });
  const hasNext = nextIndex(queueOf(player), player.repeat, false) !== undefined;

  return (
    <>
      <TrackButton
        type="button"
        aria-haspopup="dialog"
        aria-describedby={openHintId}
        onClick={() => setView('nowPlaying')}
      >
        <TrackInfo
          track={track}
          preview={track.ysnRestricted === 1 && !player.premium}
          compactTime={`${formatTime(currentTime)} / ${formatTime(duration)}`}
        />
        <VisuallyHidden id={openHintId}>{t('openNowPlaying')}</VisuallyHidden>
      </TrackButton>
      <Centre>
        <Row $gap={1}>
          <WideOnly>
            <ShuffleButton shuffled={!!player.unshuffledKeys} onShuffle={player.toggleShuffle} />
          </WideOnly>
          <PlaybackControls
            isPlaying={isPlaying}
            isLoading={isLoading}
            hasTrack
            hasNext={hasNext}
            onToggle={player.toggle}
            onPrevious={player.previous}
            onNext={player.next}
          />
          <WideOnly>
            <RepeatButton repeat={player.repeat} onRepeat={player.cycleRepeat} />
          </WideOnly>
        </Row>
        <SeekBar currentTime={currentTime} duration={duration} onSeek={player.seek} />
      </Centre>
      <Row $gap={1}>
        <WideOnly>
          <SpeedSelect speed={player.speed} onSpeed={player.setSpeed} />
        </WideOnly>
        <WideOnly>
          <RoundButton
            type="button"
            aria-label={t('openNowPlaying')}
            aria-haspopup="dialog"
            onClick={() => setView('nowPlaying')}
          >
            <LyricsIcon />
          </RoundButton>
          <RoundButton
            type="button"
            aria-label={t('shortcuts.open')}
            aria-haspopup="dialog"
            onClick={() => setView('shortcuts')}
          >
            <KeyboardIcon />
          </RoundButton>
        </WideOnly>
        <RoundButton
          type="button"
          aria-label={t('openQueue')}
          aria-haspopup="dialog"
          onClick={() => setView('queue')}
        >
          <QueueIcon />
        </RoundButton>
        {volumeControl}
      </Row>
      <Suspense fallback={null}>
        {view === 'queue' && <QueueView onClose={() => setView(null)} />}
        {view === 'nowPlaying' && (
          <NowPlayingView lyrics={lyrics} currentLine={currentLine} onClose={() => setView(null)} />
        )}
        {view === 'shortcuts' && (
          <ShortcutsDialog
            singleKeysEnabled={singleKeysEnabled}
            onSingleKeysEnabled={(enabled) => {
              setSingleKeysEnabled(enabled);
              writeSingleKeysEnabled(enabled);
            }}
            onClose={() => setView(null)}
          />
        )}
      </Suspense>
    </>
  );
}

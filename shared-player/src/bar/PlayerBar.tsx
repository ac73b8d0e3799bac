import { useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import type { PlayerEngineOptions } from '../engine/engineSettings';
import { usePlayerEngine } from '../engine/usePlayerEngine';
import { usePlayerShortcuts } from '../keyboard/usePlayerShortcuts';
import { useMediaSession } from '../mediaSession/useMediaSession';
import { playerNamespace } from '../playerNamespace';
import { neighbourInQueue } from '../state/queue';
import { usePlayer } from '../state/usePlayer';
import { SubscriptionDialog } from '../subscription/SubscriptionDialog';
import { PlaybackControls } from './PlaybackControls';
import { SeekBar } from './SeekBar';
import { TrackInfo } from './TrackInfo';
import { VolumeControl } from './VolumeControl';

const Bar = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 900;
  height: ${({ theme }) => theme.playerBarHeight};
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) auto;
  align-items: center;
  gap: 16px;
  padding: 0 16px;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr) auto auto;
    gap: 4px;
    padding: 0 8px;
  }
`;

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
      top: -10px;
      time {
        display: none;
      }
    }
  }
`;

const Prompt = styled.p`
  grid-column: span 2;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PlayerBarProps {
  /** For tests and demos: where stream URLs come from (default: the API). */
  fetchStreamUrl?: PlayerEngineOptions['fetchStreamUrl'];
}

/** The one player bar of the page; it owns the only `<audio>` element. */
export function PlayerBar({ fetchStreamUrl }: PlayerBarProps) {
  const { t } = useTranslation(playerNamespace);
  const audio = useRef<HTMLAudioElement>(null);
  const player = usePlayer();
  const { currentTrack: track, isPlaying, isLoading, currentTime, duration, volume } = player;
  usePlayerEngine(audio, fetchStreamUrl);
  usePlayerShortcuts({ enabled: !!track, toggle: player.toggle, seekBy: player.seekBy });
  useMediaSession({ track, isPlaying, currentTime, duration });

  return (
    <Bar aria-label={t('player')} data-testid="player-bar">
      <audio ref={audio} preload="none" />
      {track ? (
        <>
          <TrackInfo track={track} preview={track.ysnRestricted === 1 && !player.premium} />
          <Centre>
            <PlaybackControls
              isPlaying={isPlaying}
              isLoading={isLoading}
              hasTrack
              hasNext={!!neighbourInQueue(player.queue, track, 1)}
              onToggle={player.toggle}
              onPrevious={player.previous}
              onNext={player.next}
            />
            <SeekBar currentTime={currentTime} duration={duration} onSeek={player.seek} />
          </Centre>
        </>
      ) : (
        <Prompt>{t('noTrack')}</Prompt>
      )}
      <VolumeControl volume={volume} onToggleMute={player.toggleMute} onVolume={player.setVolume} />
      {player.showSubscriptionPopup && (
        <SubscriptionDialog onClose={player.closeSubscriptionPopup} />
      )}
    </Bar>
  );
}

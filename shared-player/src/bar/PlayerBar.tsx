import { Suspense, useRef } from 'react';
import styled from 'styled-components';
import { lazyWithStrings, useTranslation } from '@btb/shared-i18n';
import { useAppSelector } from '@btb/shared-store';
import { Row } from '@btb/shared-ui';
import type { PlayerEngineOptions } from '../engine/engineSettings';
import { usePlayerEngine } from '../engine/usePlayerEngine';
import { playerNamespace } from '../playerNamespace';
import {
  selectCurrentTrack,
  selectShowSubscriptionPopup,
  selectVolume,
} from '../state/playerSlice';
import { usePlayerCommands } from '../state/usePlayer';
import { SubscriptionDialog } from './barDialogs';
import { loadTrackControls } from './loadTrackControls';
import { VolumeControl } from './VolumeControl';

// A first visit has no track: the bar is then a prompt and the volume, and the controls for a
// track load with the first one (or a restored queue), not with the page.
const TrackControls = lazyWithStrings(() =>
  loadTrackControls().then((m) => ({ default: m.TrackControls })),
);

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
  // What the bar itself shows; the track's controls follow playing and the time on their own.
  const currentTrack = useAppSelector(selectCurrentTrack);
  const volume = useAppSelector(selectVolume);
  const showSubscriptionPopup = useAppSelector(selectShowSubscriptionPopup);
  const { toggleMute, setVolume, closeSubscriptionPopup } = usePlayerCommands();
  usePlayerEngine(audio, fetchStreamUrl);
  const volumeControl = (
    <VolumeControl volume={volume} onToggleMute={toggleMute} onVolume={setVolume} />
  );
  const noTrack = (
    <>
      <Prompt>{t('noTrack')}</Prompt>
      <Row $gap={1}>{volumeControl}</Row>
    </>
  );

  return (
    <Bar aria-label={t('player')} data-testid="player-bar">
      <audio ref={audio} preload="none" />
      {currentTrack ? (
        // While the controls' code loads (a moment, once), the bar stays as it was.
        <Suspense fallback={noTrack}>
          <TrackControls track={currentTrack} volumeControl={volumeControl} />
        </Suspense>
      ) : (
        noTrack
      )}
      {showSubscriptionPopup && (
        <Suspense fallback={null}>
          <SubscriptionDialog onClose={closeSubscriptionPopup} />
        </Suspense>
      )}
    </Bar>
  );
}

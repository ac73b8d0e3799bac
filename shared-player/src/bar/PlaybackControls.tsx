import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { RoundButton, Spinner, Row } from '@btb/shared-ui';
import { playerControlsAttribute } from '../keyboard/shortcutTargets';
import { playerNamespace } from '../playerNamespace';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './icons';

const MainButton = styled(RoundButton)`
  width: 48px;
  height: 48px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
`;

interface PlaybackControlsProps {
  isPlaying: boolean;
  isLoading: boolean;
  hasTrack: boolean;
  hasNext: boolean;
  onToggle: () => void;
  onPrevious: () => void;
  onNext: () => void;
  /** Where a dialog opens on them (now playing), focus starts on play/pause. */
  focusMain?: boolean;
}

/**
 * Previous, play/pause (a spinner while the track loads) and next; a dialog that shows them lets
 * the player's keys through (dialogOwnsKeys).
 */
export function PlaybackControls(props: PlaybackControlsProps) {
  const { isPlaying, isLoading, hasTrack, hasNext, onToggle, onPrevious, onNext, focusMain } =
    props;
  const { t } = useTranslation(playerNamespace);
  const mainLabel = isLoading ? t('loading') : isPlaying ? t('pause') : t('play');
  return (
    <Row $gap={1} {...{ [playerControlsAttribute]: '' }}>
      <RoundButton
        type="button"
        aria-label={t('previous')}
        disabled={!hasTrack}
        onClick={onPrevious}
      >
        <PreviousIcon />
      </RoundButton>
      <MainButton
        type="button"
        aria-label={mainLabel}
        aria-busy={isLoading}
        disabled={!hasTrack}
        data-autofocus={focusMain || undefined}
        onClick={() => {
          if (!isLoading) onToggle();
        }}
      >
        {isLoading ? <Spinner label={t('loading')} /> : isPlaying ? <PauseIcon /> : <PlayIcon />}
      </MainButton>
      <RoundButton type="button" aria-label={t('next')} disabled={!hasNext} onClick={onNext}>
        <NextIcon />
      </RoundButton>
    </Row>
  );
}

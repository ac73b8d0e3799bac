import styled from 'styled-components';
import { useAvailableOffline, type PlayerTrack } from '@btb/shared-player';
import { useCountPlay, usePlayCooldown } from '@btb/shared-store';
import type { HomeTranslate } from '../../homeNamespace';
import { PlayIcon } from '../../icons/heroIcons';
import { RoundAction } from './cardStyles';
import { usePlayTrack, type RowQueue } from './usePlayTrack';

const Play = styled(RoundAction)`
  right: 10px;
  bottom: 10px;
  min-width: 44px;
  height: 44px;
  padding: 0 8px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.8rem;
  &[aria-disabled='true'] {
    background: rgba(15, 13, 36, 0.8);
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface PlayButtonProps {
  track: PlayerTrack;
  /** The row's tracks: next and previous in the player walk through them. */
  queue: RowQueue;
  t: HomeTranslate;
}

/**
 * SPEC section 4: a counted play blocks this card's button for 120 s, counting down. It is
 * `aria-disabled` rather than `disabled`, so keyboard focus stays on it after pressing it (a
 * disabled button drops focus to the page); clicks and keys are ignored until the cooldown ends.
 * Offline, a song not saved for offline cannot start and says so.
 */
export function PlayButton({ track, queue, t }: PlayButtonProps) {
  const { coolingDown, secondsLeft, startCooldown } = usePlayCooldown(track.id);
  const countPlay = useCountPlay();
  const playTrack = usePlayTrack();
  const available = useAvailableOffline(track);
  const blocked = coolingDown || !available;

  const onPlay = () => {
    if (blocked) return;
    startCooldown();
    countPlay(track.id);
    playTrack(track, queue);
  };

  return (
    <Play
      type="button"
      aria-disabled={blocked || undefined}
      aria-label={
        !available
          ? t('card.notAvailableOffline', { title: track.title })
          : coolingDown
            ? t('card.cooldown', { title: track.title, seconds: secondsLeft })
            : t('card.play', { title: track.title })
      }
      onClick={onPlay}
    >
      {coolingDown ? (
        <span aria-hidden="true">{t('card.seconds', { seconds: secondsLeft })}</span>
      ) : (
        <PlayIcon size={18} filled />
      )}
    </Play>
  );
}

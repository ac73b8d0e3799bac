import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { RoundButton } from '@btb/shared-ui';
import { playerNamespace } from '../playerNamespace';
import type { RepeatMode } from '../state/queue';
import { RepeatIcon, ShuffleIcon } from './icons';

const Toggle = styled(RoundButton)<{ $on: boolean }>`
  color: ${({ $on, theme }) => ($on ? theme.colors.accent : theme.colors.text)};
`;

interface QueueModeControlsProps {
  shuffled: boolean;
  repeat: RepeatMode;
  onShuffle: () => void;
  onRepeat: () => void;
}

export function ShuffleButton({
  shuffled,
  onShuffle,
}: Pick<QueueModeControlsProps, 'shuffled' | 'onShuffle'>) {
  const { t } = useTranslation(playerNamespace);
  return (
    <Toggle
      type="button"
      aria-label={t('shuffle')}
      aria-pressed={shuffled}
      $on={shuffled}
      onClick={onShuffle}
    >
      <ShuffleIcon />
    </Toggle>
  );
}

/** Off → all → one; the label says the mode it is in. */
export function RepeatButton({
  repeat,
  onRepeat,
}: Pick<QueueModeControlsProps, 'repeat' | 'onRepeat'>) {
  const { t } = useTranslation(playerNamespace);
  return (
    <Toggle
      type="button"
      aria-label={t(`repeat.${repeat}`)}
      data-repeat={repeat}
      $on={repeat !== 'off'}
      onClick={onRepeat}
    >
      <RepeatIcon one={repeat === 'one'} />
    </Toggle>
  );
}

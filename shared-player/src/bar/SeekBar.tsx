import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { playerNamespace } from '../playerNamespace';
import { formatTime } from './formatTime';
import { RangeInput } from './RangeInput';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  font-size: 0.8rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface SeekBarProps {
  currentTime: number;
  duration: number;
  onSeek: (seconds: number) => void;
}

/** Elapsed time, a labelled position slider (click or keys to seek) and the total time. */
export function SeekBar({ currentTime, duration, onSeek }: SeekBarProps) {
  const { t } = useTranslation(playerNamespace);
  const total = Number.isFinite(duration) && duration > 0 ? duration : 0;
  const position = Math.min(total, Math.max(0, currentTime));
  const elapsedText = formatTime(position);
  const totalText = formatTime(total);
  return (
    <Row>
      <time aria-label={t('elapsed')}>{elapsedText}</time>
      <RangeInput
        aria-label={t('seek')}
        aria-valuetext={t('timeOf', { elapsed: elapsedText, total: totalText })}
        min={0}
        max={Math.max(1, Math.floor(total))}
        step={1}
        value={Math.floor(position)}
        disabled={total === 0}
        $fill={total ? (position / total) * 100 : 0}
        onChange={(event) => onSeek(Number(event.target.value))}
      />
      <time aria-label={t('total')}>{totalText}</time>
    </Row>
  );
}

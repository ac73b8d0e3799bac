import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { playerNamespace } from '../playerNamespace';
import { playbackSpeeds } from '../state/playerSlice';

const Select = styled.select`
  min-height: 44px;
  min-width: 64px;
  padding: 0 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-variant-numeric: tabular-nums;
`;

/** Playback speed 0.5× to 1.5×; the engine keeps the pitch. */
export function SpeedSelect({
  speed,
  onSpeed,
}: {
  speed: number;
  onSpeed: (speed: number) => void;
}) {
  const { t } = useTranslation(playerNamespace);
  return (
    <Select
      aria-label={t('speed')}
      value={speed}
      onChange={(event) => onSpeed(Number(event.target.value))}
    >
      {playbackSpeeds.map((value) => (
        <option key={value} value={value}>
          {t('speedValue', { speed: value })}
        </option>
      ))}
    </Select>
  );
}

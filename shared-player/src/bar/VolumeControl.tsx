import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { RoundButton } from '@btb/shared-ui';
import { playerNamespace } from '../playerNamespace';
import { RangeInput } from './RangeInput';
import { SpeakerIcon } from './icons';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  width: 150px;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    width: auto;
    input {
      display: none;
    }
  }
`;

interface VolumeControlProps {
  volume: number;
  onToggleMute: () => void;
  onVolume: (volume: number) => void;
}

/** The mute toggle (SPEC: 0 or 0.7) and a volume slider. */
export function VolumeControl({ volume, onToggleMute, onVolume }: VolumeControlProps) {
  const { t } = useTranslation(playerNamespace);
  const muted = volume === 0;
  return (
    <Box>
      <RoundButton
        type="button"
        aria-label={muted ? t('unmute') : t('mute')}
        onClick={onToggleMute}
      >
        <SpeakerIcon muted={muted} />
      </RoundButton>
      <RangeInput
        aria-label={t('volume')}
        aria-valuetext={`${Math.round(volume * 100)} %`}
        min={0}
        max={100}
        step={5}
        value={Math.round(volume * 100)}
        $fill={volume * 100}
        onChange={(event) => onVolume(Number(event.target.value) / 100)}
      />
    </Box>
  );
}

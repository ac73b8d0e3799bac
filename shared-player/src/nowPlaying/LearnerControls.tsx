import styled from 'styled-components';
import type { LyricLine } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { useAppDispatch } from '@btb/shared-store';
import { Button } from '@btb/shared-ui';
import { Select } from '../bar/controlStyles';
import { SpeedSelect } from '../bar/SpeedSelect';
import { nowPlayingNamespace } from './nowPlayingNamespace';
import { playerActions, type PlayerState } from '../state/playerSlice';
import { SingAlongToggle } from '../singAlong/SingAlongToggle';
import { useLineCommands } from './useLineCommands';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 12px 0;
`;

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

export const sleepChoices = [15, 30, 60] as const;

interface LearnerControlsProps {
  lines: readonly LyricLine[];
  currentLine: number;
  player: Pick<PlayerState, 'speed' | 'loopLine' | 'sleepTimer' | 'duration'>;
}

/** Replay or loop the current line, sing along, playback speed and the sleep timer. */
export function LearnerControls({ lines, currentLine, player }: LearnerControlsProps) {
  const { t } = useTranslation(nowPlayingNamespace);
  const dispatch = useAppDispatch();
  const line = useLineCommands(lines, currentLine, player);
  const sleepValue =
    player.sleepTimer === 'endOfTrack' ? 'endOfTrack' : player.sleepTimer ? 'running' : 'off';

  return (
    <Row>
      <Button
        type="button"
        $variant="secondary"
        disabled={!line.canReplay}
        onClick={line.replayLine}
      >
        {t('learn.replayLine')}
      </Button>
      <Button
        type="button"
        $variant={line.looping ? 'primary' : 'secondary'}
        aria-pressed={line.looping}
        disabled={!line.canLoop}
        onClick={line.toggleLoop}
      >
        {t('learn.loopLine')}
      </Button>
      <SingAlongToggle />
      <SpeedSelect
        speed={player.speed}
        onSpeed={(speed) => dispatch(playerActions.setSpeed(speed))}
      />
      <Label>
        {t('learn.sleepTimer')}
        <Select
          value={sleepValue}
          onChange={(event) => {
            const value = event.target.value;
            dispatch(
              playerActions.setSleepTimer(
                value === 'off' ? null : value === 'endOfTrack' ? 'endOfTrack' : Number(value),
              ),
            );
          }}
        >
          <option value="off">{t('learn.sleepOff')}</option>
          {sleepValue === 'running' && (
            <option value="running" disabled>
              {t('learn.sleepRunning')}
            </option>
          )}
          {sleepChoices.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('learn.sleepMinutes', { minutes })}
            </option>
          ))}
          <option value="endOfTrack">{t('learn.sleepEndOfTrack')}</option>
        </Select>
      </Label>
    </Row>
  );
}

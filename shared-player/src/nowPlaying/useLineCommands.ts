import { useMemo } from 'react';
import type { LyricLine } from '@btb/shared-contract';
import { useAppDispatch } from '@btb/shared-store';
import { playerActions, type PlayerState } from '../state/playerSlice';
import { lineRange } from './lineRange';

/** Replay the current line, and loop it until turned off (buttons and shortcuts alike). */
export function useLineCommands(
  lines: readonly LyricLine[],
  currentLine: number,
  player: Pick<PlayerState, 'loopLine' | 'duration'>,
) {
  const dispatch = useAppDispatch();
  const range = lineRange(lines, currentLine, player.duration);
  const start = range?.start;
  const end = range?.end;
  const looping = !!player.loopLine;
  return useMemo(() => {
    const hasLine = start !== undefined && end !== undefined;
    return {
      canReplay: hasLine,
      looping,
      canLoop: hasLine || looping,
      replayLine: () => {
        if (start === undefined) return;
        dispatch(playerActions.seek(start));
        dispatch(playerActions.resume());
      },
      toggleLoop: () => {
        if (looping) dispatch(playerActions.setLoopLine(null));
        else if (start !== undefined && end !== undefined) {
          dispatch(playerActions.setLoopLine({ start, end }));
        }
      },
    };
  }, [dispatch, start, end, looping]);
}

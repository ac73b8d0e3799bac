import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  answerGap,
  gapGameDone,
  lineToStopAt,
  newGapGame,
  recordReview,
  reviewCardKey,
  type GapAnswerResult,
  type GapLine,
} from '@btb/shared-review';
import { useAppDispatch, useAppSelector } from '@btb/shared-store';
import { playerActions, selectPlayer } from '../state/playerSlice';
import { useGapClock } from './useGapClock';

/** The last line stops the song this long before the track ends (before the next one starts). */
export const songEndMargin = 0.3;

interface GapGameOptions {
  songId: number;
  lessonCode: string;
  plan: readonly GapLine[];
}

/** The line sung at `time`: the last one that has started; -1 before the first. */
function lineAt(plan: readonly GapLine[], time: number): number {
  let index = -1;
  for (let i = 0; i < plan.length && (plan[i] as GapLine).start <= time + 1e-3; i++) index = i;
  return index;
}

/** When the song first stops for a gap (the earliest gap's word sung); Infinity with no gap. */
function firstStop(plan: readonly GapLine[], songEnd: number): number {
  let first = Infinity;
  for (const line of plan) {
    for (const token of line.tokens) {
      if (token.kind === 'gap')
        first = Math.min(first, Math.max(line.start, Math.min(token.end, songEnd)));
    }
  }
  return first;
}

/**
 * A fill-the-gap game over the playing song: once started, the song pauses as soon as the word of
 * an open gap has been sung, and plays on when no sung gap is open any more. Each lesson word
 * filled is a review of its card (the lesson code and the word as the lesson spells it), like a
 * quiz answer.
 */
export function useGapGame({ songId, lessonCode, plan }: GapGameOptions) {
  const dispatch = useAppDispatch();
  const player = useAppSelector(selectPlayer);
  const track = player.currentTrack;
  const isCurrent = !!track && track.id === songId && !track.podcastFileName;
  const time = useGapClock(isCurrent, player.currentTime);
  const [started, setStarted] = useState(false);
  // The game counts the song's time only once it is back before the first gap: until the seek to
  // the start has taken effect (a player restored mid-song), the old time must not stop it.
  const [armed, setArmed] = useState(false);
  const [game, setGame] = useState(newGapGame);
  const filled = useMemo(() => new Set(game.filled), [game.filled]);
  const songEnd = player.duration > 0 ? player.duration - songEndMargin : Infinity;
  const firstGapAt = useMemo(() => firstStop(plan, songEnd), [plan, songEnd]);
  const backAtStart = isCurrent && started && time < firstGapAt;
  useEffect(() => {
    if (backAtStart) setArmed(true);
  }, [backAtStart]);

  const running = isCurrent && started && (armed || backAtStart);
  const stopLine = running ? lineToStopAt(plan, time, filled, songEnd) : -1;
  const currentLine = isCurrent && (!started || running) ? lineAt(plan, time) : -1;
  const hasOpenGap = (line: number) =>
    line >= 0 && !!plan[line]?.gapIds.some((id) => !filled.has(id));
  const activeLine =
    stopLine >= 0 ? stopLine : running && hasOpenGap(currentLine) ? currentLine : -1;
  const activeGap = plan[activeLine]?.gapIds.find((id) => !filled.has(id)) ?? null;
  const waiting = stopLine >= 0;

  // The song waits at a sung gap that is still open (also when played on from the bar).
  useEffect(() => {
    if (waiting && player.isPlaying) dispatch(playerActions.pause());
  }, [waiting, player.isPlaying, dispatch]);

  const answer = useCallback(
    (word: string): GapAnswerResult => {
      if (!activeGap) return { kind: 'ignored' };
      const { state, result } = answerGap(game, plan, activeGap, word);
      setGame(state);
      if (result.kind !== 'filled') return result;
      // The review is of the card the gap is a form of ("Handys" reviews "das Handy").
      if (result.token.card) {
        const key = reviewCardKey(lessonCode, result.token.card);
        if (key) void recordReview({ ...key, rating: result.rating });
      }
      // It plays on only when no sung gap is open: after a seek past two, each waits for its word.
      const nowFilled = new Set([...filled, activeGap]);
      if (waiting && lineToStopAt(plan, time, nowFilled, songEnd) < 0) {
        dispatch(playerActions.resume());
      }
      return result;
    },
    [activeGap, dispatch, filled, game, lessonCode, plan, songEnd, time, waiting],
  );

  const replayLine = useCallback(() => {
    const line = plan[activeLine >= 0 ? activeLine : currentLine];
    if (!line) return;
    dispatch(playerActions.seek(line.start));
    dispatch(playerActions.resume());
  }, [activeLine, currentLine, dispatch, plan]);

  /** Starts the game from the top of the song (a game begun mid-song would stop at every line). */
  const start = useCallback(() => {
    setStarted(true);
    setArmed(false);
    setGame(newGapGame());
    if (!isCurrent) return false;
    dispatch(playerActions.seek(0));
    dispatch(playerActions.resume());
    return true;
  }, [dispatch, isCurrent]);

  return {
    isCurrent,
    started: isCurrent && started,
    game,
    filled,
    // The line shown as sung: the one the game asks about when it waits, so hint and highlight agree.
    currentLine: activeLine >= 0 ? activeLine : currentLine,
    activeLine,
    activeGap,
    waiting,
    done: started && gapGameDone(game, plan),
    answer,
    replayLine,
    start,
  };
}

import { useEffect } from 'react';
import { useAppDispatch } from '@btb/shared-store';
import { playerActions, type PlayerState } from '../state/playerSlice';

/** Runs a timed sleep timer: when it ends, the engine fades out and pauses. */
export function useSleepTimer(sleepTimer: PlayerState['sleepTimer']): void {
  const dispatch = useAppDispatch();
  const endsAt = sleepTimer && typeof sleepTimer === 'object' ? sleepTimer.endsAt : null;
  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setTimeout(
      () => dispatch(playerActions.sleepNow()),
      Math.max(0, endsAt - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [dispatch, endsAt]);
}

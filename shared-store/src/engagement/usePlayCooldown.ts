import { useCallback, useEffect, useState } from 'react';
import { recordPlay, remainingCooldownMs } from './playCooldown';

/**
 * The cooldown of one song, ticking once a second; it survives reloads through the stored
 * timestamp. `startCooldown` records a counted play now.
 */
export function usePlayCooldown(id: number) {
  // No cooldown on the first render, as the server renders it; the stored one applies right after.
  const [remainingMs, setRemainingMs] = useState(0);

  useEffect(() => {
    setRemainingMs(remainingCooldownMs(id));
  }, [id]);

  const coolingDown = remainingMs > 0;
  useEffect(() => {
    if (!coolingDown) return;
    const timer = window.setInterval(() => setRemainingMs(remainingCooldownMs(id)), 1000);
    return () => window.clearInterval(timer);
  }, [id, coolingDown]);

  const startCooldown = useCallback(() => {
    recordPlay(id);
    setRemainingMs(remainingCooldownMs(id));
  }, [id]);

  return {
    coolingDown,
    secondsLeft: Math.ceil(remainingMs / 1000),
    startCooldown,
  };
}

import { act, renderHook } from '@testing-library/react';
import { playCooldownMs, recordPlay, remainingCooldownMs } from './playCooldown';
import { usePlayCooldown } from './usePlayCooldown';

describe('play cooldown', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('blocks a song for 120 s after a counted play, surviving a reload of the stored map', () => {
    recordPlay(7, 1_000);
    expect(remainingCooldownMs(7, 1_000 + 30_000)).toBe(90_000);
    expect(remainingCooldownMs(8, 1_000)).toBe(0);
    expect(remainingCooldownMs(7, 1_000 + playCooldownMs)).toBe(0);
  });

  it('treats a corrupted stored map as no cooldown', () => {
    window.localStorage.setItem('playTimestamps', '"oops"');
    expect(remainingCooldownMs(7)).toBe(0);
  });

  it('counts down in whole seconds and ends by itself', () => {
    jest.useFakeTimers({ now: 50_000 });
    const { result } = renderHook(() => usePlayCooldown(3));
    act(() => result.current.startCooldown());
    expect(result.current.secondsLeft).toBe(120);
    act(() => jest.advanceTimersByTime(60_000));
    expect(result.current.secondsLeft).toBe(60);
    act(() => jest.advanceTimersByTime(60_000));
    expect(result.current.coolingDown).toBe(false);
  });
});

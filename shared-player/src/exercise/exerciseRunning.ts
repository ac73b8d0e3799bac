import { useEffect, useSyncExternalStore } from 'react';

/**
 * Which exercises run now (listen and write, fill the gap): while one does, the page hides what
 * would give its answers away (the song's lyrics and word list). Module state of the player
 * package, a singleton shared by every remote; nothing is stored or rendered on the server.
 */
const running = new Set<symbol>();
const listeners = new Set<() => void>();

function tell() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isRunning = () => running.size > 0;

/** Whether any exercise runs now. */
export function useExerciseRunning(): boolean {
  return useSyncExternalStore(subscribe, isRunning, () => false);
}

/** Marks the calling exercise as running while `active` is true (and until it unmounts). */
export function useMarkExerciseRunning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const id = Symbol('exercise');
    running.add(id);
    tell();
    return () => {
      running.delete(id);
      tell();
    };
  }, [active]);
}

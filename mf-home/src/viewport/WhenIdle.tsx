import { useEffect, useState, type ReactNode } from 'react';

interface WhenIdleProps {
  children: ReactNode;
  /** Render at once anyway (e.g. the URL points into the section). */
  now?: boolean;
  /** Wait: the content above is still loading. */
  paused?: boolean;
}

/**
 * Renders its children once the browser is idle after the content above has loaded, so a section
 * at the end of the page is in place before a reader can reach it (pressing End included), yet its
 * code is not part of what the first paint waits for. Once shown, it stays.
 */
export function WhenIdle({ children, now = false, paused = false }: WhenIdleProps) {
  const [ready, setReady] = useState(false);
  if (now && !ready) setReady(true);

  useEffect(() => {
    if (ready || paused) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setReady(true), 0);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }, [ready, paused]);

  return ready ? <>{children}</> : null;
}

import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@btb/shared-router';

/** How long to wait for history back to move before going home instead (SPEC: 100 ms). */
export const backFallbackMs = 100;

/**
 * History back; when nothing changed after 100 ms (there was no entry to go back to) it navigates
 * to `/` instead. On the page the visit started on (router key "default") back would leave the
 * site, so it goes home at once.
 */
export function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  const currentKey = useRef(location.key);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    currentKey.current = location.key;
  }, [location.key]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(() => {
    const keyBefore = currentKey.current;
    window.clearTimeout(timer.current);
    if (keyBefore === 'default') {
      void navigate('/');
      return;
    }
    void navigate(-1);
    timer.current = window.setTimeout(() => {
      if (currentKey.current === keyBefore) void navigate('/');
    }, backFallbackMs);
  }, [navigate]);
}

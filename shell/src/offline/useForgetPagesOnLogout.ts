import { useEffect, useRef } from 'react';
import { useAppSelector } from '@btb/shared-store';
import { selectLoggedInEmail } from '@btb/shared-frame';
import { workerCaches } from './worker/cacheNames';

/**
 * The pages the service worker keeps for a reload without network were rendered for whoever was
 * logged in (the footer's "Logged in with …", Continue): when the session ends (logout, expiry),
 * they are forgotten, so the next learner on this device never sees them.
 */
export function useForgetPagesOnLogout(): void {
  const email = useAppSelector(selectLoggedInEmail);
  const previous = useRef(email);
  useEffect(() => {
    if (previous.current && !email && typeof caches !== 'undefined') {
      void caches.delete(workerCaches.pages);
    }
    previous.current = email;
  }, [email]);
}

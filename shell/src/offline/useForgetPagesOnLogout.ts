import { useEffect, useRef } from 'react';
import { useAppSelector } from '@btb/shared-store';
import { selectLoggedInEmail } from '@btb/shared-frame';
import { checkSavedRights } from '@btb/shared-player';
import { workerCaches } from './worker/cacheNames';

/**
 * The pages the service worker keeps for a reload without network were rendered for whoever was
 * logged in (the footer's "Logged in with …", Continue): when the session ends (logout, expiry),
 * they are forgotten, so the next learner on this device never sees them, nor hears the full
 * tracks saved with that session.
 */
export function useForgetPagesOnLogout(): void {
  const email = useAppSelector(selectLoggedInEmail);
  const previous = useRef(email);
  useEffect(() => {
    if (previous.current && !email && typeof caches !== 'undefined') {
      void caches.delete(workerCaches.pages);
      // A premium listener's saved full tracks are theirs only: the check removes them now.
      void checkSavedRights();
    }
    previous.current = email;
  }, [email]);
}

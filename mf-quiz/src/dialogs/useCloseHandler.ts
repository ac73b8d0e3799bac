import { useCallback, useEffect, useRef } from 'react';
import { closeDialog, useAppDispatch } from '@btb/shared-store';

/**
 * A stable close callback: the host's `onClose` when given, else close the store's dialog. Stable
 * because the shared Dialog re-runs its focus trap whenever its `onClose` changes identity.
 */
export function useCloseHandler(onClose: (() => void) | undefined): () => void {
  const dispatch = useAppDispatch();
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  }, [onClose]);
  return useCallback(() => {
    if (latest.current) latest.current();
    else dispatch(closeDialog());
  }, [dispatch]);
}

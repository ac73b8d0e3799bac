import { useCallback, useEffect, useRef } from 'react';
import { closeDialog, useAppDispatch } from '@btb/shared-store';

/**
 * A stable close callback: the host's latest `onClose` when given, else close the store's dialog.
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

import { closeDialog, useAppDispatch } from '@btb/shared-store';

/** The close callback: the host's `onClose` when given, else close the store's dialog. */
export function useCloseHandler(onClose: (() => void) | undefined): () => void {
  const dispatch = useAppDispatch();
  return onClose ?? (() => dispatch(closeDialog()));
}

import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC section 9: a copied-state notice lasts 2 s. */
export const copiedNoticeMs = 2000;

/** A "Copied!" flag that switches itself off after 2 s; a new copy restarts the clock. */
export function useCopiedNotice() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const showCopied = useCallback(() => {
    window.clearTimeout(timer.current);
    setCopied(true);
    timer.current = window.setTimeout(() => setCopied(false), copiedNoticeMs);
  }, []);

  return { copied, showCopied };
}

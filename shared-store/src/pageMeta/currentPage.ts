/**
 * The page on screen as its meta names it in English without data ("Song Details", "Quiz"):
 * SPEC section 7's page titles for analytics, the same in every language. Published by each page
 * (`usePageMeta`), read by the shell's analytics. This package is a federation singleton, so the
 * pages and the shell share it.
 */
export interface CurrentPage {
  path: string;
  name: string;
}

let current: CurrentPage | null = null;
const listeners = new Set<(page: CurrentPage) => void>();

export function publishCurrentPage(page: CurrentPage): void {
  if (current?.path === page.path && current.name === page.name) return;
  current = page;
  for (const listener of listeners) listener(page);
}

/** Calls `listener` with the current page (if any) and each one published later. */
export function onCurrentPage(listener: (page: CurrentPage) => void): () => void {
  listeners.add(listener);
  if (current) listener(current);
  return () => listeners.delete(listener);
}

type ChangeListener = () => void;
const listeners = new Set<ChangeListener>();

/**
 * Called whenever the cards may have changed in this page: a review, logs merged from the server,
 * a reset. The review page and the nav badge recompute from the store then.
 */
export function onReviewStoreChange(listener: ChangeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reviewStoreChanged(): void {
  for (const listener of listeners) {
    try {
      listener();
    } catch (error) {
      console.error('A review store listener failed.', error);
    }
  }
}

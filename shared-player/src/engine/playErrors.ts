const errorName = (error: unknown) =>
  error && typeof error === 'object' && 'name' in error ? (error as { name: unknown }).name : null;

/** `play()` rejected because the browser wants a user gesture first (autoplay policy). */
export const isAutoplayRefusal = (error: unknown) => errorName(error) === 'NotAllowedError';

/** `play()` rejected because a `pause()` or a new load came first. */
export const isInterruptedPlay = (error: unknown) => errorName(error) === 'AbortError';

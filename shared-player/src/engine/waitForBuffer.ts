import { haveFutureData, type MediaElementLike } from './MediaElementLike';

/**
 * Resolves once the element has enough data to play on, or after `timeoutMs` at the latest (SPEC:
 * up to 5 s); playback is then attempted either way.
 */
export function waitForBuffer(media: MediaElementLike, timeoutMs: number): Promise<void> {
  if (media.readyState >= haveFutureData) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      media.removeEventListener('canplaythrough', onReady);
      media.removeEventListener('canplay', onReady);
      resolve();
    };
    const onReady = () => {
      if (media.readyState >= haveFutureData) done();
    };
    const timer = setTimeout(done, timeoutMs);
    media.addEventListener('canplaythrough', onReady);
    media.addEventListener('canplay', onReady);
  });
}

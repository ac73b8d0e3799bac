import { partCommittedEvent } from '@btb/shared-ui';
import { replayValue } from './replayValue';
import { earlyInteractionsKey, type EarlyInteractions } from './earlyInteractionsShape';

/** How often a kept interaction looks again whether its part has hydrated. */
const recheckMs = 50;
/** A part not hydrated by then never will be (it is not React's): what was done there is dropped. */
const giveUpMs = 20_000;

/**
 * Call right after `hydrateRoot` (or `createRoot().render`): from now on each kept interaction is
 * carried out again as soon as its element has hydrated, in the order they were made, including
 * those kept later on parts still waiting for their code. Elements the page no longer has (it was
 * rendered anew) are skipped. A part that hydrates apart (`hydrateApart`) says when it commits, and
 * what was kept is carried out right after that commit, before the learner's next keystroke or any
 * later render of the part: a render puts a control's state back over what was typed, and a
 * keystroke then would be taken for the whole value.
 */
export function replayEarlyInteractions(): void {
  const early = Reflect.get(window, earlyInteractionsKey) as EarlyInteractions | undefined;
  if (!early || early.onKept) return;
  let waiting: ReturnType<typeof setTimeout> | undefined;
  const replayReady = () => {
    waiting = undefined;
    for (let next = early.kept[0]; next; next = early.kept[0]) {
      const { target, at } = next;
      const hydrated = target.isConnected && early.isHydrated(target);
      if (!hydrated && target.isConnected && performance.now() - at < giveUpMs) {
        waiting = setTimeout(replayReady, recheckMs);
        return;
      }
      early.kept.shift();
      if (!hydrated) continue;
      if ('chosen' in next) replayValue(next.target, next.chosen);
      else early.replay(next.target);
    }
  };
  early.onKept = () => {
    if (waiting === undefined) replayReady();
  };
  // Right after the commit, not inside it: what the replay sets off renders the page again.
  document.addEventListener(partCommittedEvent, () =>
    queueMicrotask(() => {
      clearTimeout(waiting);
      replayReady();
    }),
  );
  replayReady();
}

/** For a page rendered anew (`createRoot`): the server's elements are gone, so nothing is kept. */
export function stopEarlyInteractions(): void {
  (Reflect.get(window, earlyInteractionsKey) as EarlyInteractions | undefined)?.stop();
}

import {
  memo,
  Suspense,
  useLayoutEffect,
  type ComponentType,
  type NamedExoticComponent,
} from 'react';

/**
 * Dispatched on `document` in the commit that puts a part's content on the page (its hydration,
 * or its first render in the browser). What a learner did in the part before it hydrated can be
 * carried out at this very moment, before any later render of the part puts its state back over
 * it (the shell's replay of early interactions listens).
 */
export const partCommittedEvent = 'btb:part-committed';

/** Says, as its part's content commits, that it did: its layout effect runs after the part's own. */
function PartCommitted() {
  useLayoutEffect(() => {
    document.dispatchEvent(new Event(partCommittedEvent));
  }, []);
  return null;
}

/**
 * A part of a server-rendered page that hydrates on its own, after what is around it: React
 * hydrates the content of a Suspense boundary later, in small slices that yield to the browser, so
 * hydration makes no long task; a click on a part not hydrated yet hydrates it at once and is
 * replayed. Nothing suspends here when the page renders in the browser.
 *
 * The part is memoized: when what is around it re-renders while the part still waits (the
 * session's answer, the consent restored), React would otherwise see new children at the boundary
 * and hydrate all of it at once, synchronously, in one long task. Give it props that keep their
 * identity (store data, primitives). As the part commits, `partCommittedEvent` is dispatched.
 */
export function hydrateApart<Props extends object>(
  Part: ComponentType<Props>,
): NamedExoticComponent<Props> {
  const Apart = memo(function HydrateApart(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
        <PartCommitted />
      </Suspense>
    );
  });
  Apart.displayName = `HydrateApart(${Part.displayName ?? Part.name})`;
  return Apart;
}

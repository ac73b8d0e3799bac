import { memo, Suspense, type ComponentType, type NamedExoticComponent } from 'react';

/**
 * A part of a server-rendered page that hydrates on its own, after what is around it: React
 * hydrates the content of a Suspense boundary later, in small slices that yield to the browser, so
 * hydration makes no long task; a click on a part not hydrated yet hydrates it at once and is
 * replayed. Nothing suspends here when the page renders in the browser.
 *
 * The part is memoized: when what is around it re-renders while the part still waits (the
 * session's answer, the consent restored), React would otherwise see new children at the boundary
 * and hydrate all of it at once, synchronously, in one long task. Give it props that keep their
 * identity (store data, primitives).
 */
export function hydrateApart<Props extends object>(
  Part: ComponentType<Props>,
): NamedExoticComponent<Props> {
  const Apart = memo(function HydrateApart(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
  Apart.displayName = `HydrateApart(${Part.displayName ?? Part.name})`;
  return Apart;
}

import {
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type NamedExoticComponent,
  type ReactNode,
} from 'react';
import { WhenNearViewport } from './WhenNearViewport';

/** Opens once: the part may hydrate. `open` is read during render, `opened` wakes React up. */
interface Gate {
  open: boolean;
  opened: Promise<void>;
  openNow: () => void;
}

function createGate(): Gate {
  let resolve: () => void = () => undefined;
  const gate: Gate = {
    open: false,
    opened: new Promise<void>((done) => {
      resolve = done;
    }),
    openNow: () => {
      if (gate.open) return;
      gate.open = true;
      resolve();
    },
  };
  return gate;
}

const subscribeToNothing = () => () => undefined;

/** True on the server and while the browser hydrates its HTML; false in a browser-only render. */
function useServerOrHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * While the gate is shut, the browser suspends here: React keeps the server's HTML of the
 * boundary above and does not hydrate it. The server never waits.
 */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.open && typeof window !== 'undefined') use(gate.opened);
  return children;
}

/** Events that mean the reader is reaching into the part: it hydrates at once, before React acts. */
const interactions = ['pointerdown', 'focusin', 'keydown'] as const;

interface Options {
  /** How far ahead of the viewport the part hydrates (or, rendered in the browser, renders). */
  margin?: number;
  /** Room kept in a browser-only render until the part renders: about its height. */
  placeholderHeight?: number;
}

/**
 * A part further down a page: the server renders it in full (a reader without JavaScript, or a
 * search engine, reads it all), and the browser hydrates it only when it comes within `margin` of
 * the viewport, so its scripts' work is not part of the page's load. Until then it is the server's
 * HTML; a pointer or keyboard reaching into it hydrates it at once, and React then handles that
 * event. In a render only in the browser (a page opened from the nav) it renders when near.
 *
 * Give it props that keep their identity (store data, primitives): like `hydrateApart`, the part
 * is memoized, so a re-render around it never hands the waiting boundary new children (React
 * would then render it anew, and drop the server's HTML).
 */
export function hydrateWhenNear<Props extends object>(
  Part: ComponentType<Props>,
  { margin = 300, placeholderHeight = 0 }: Options = {},
): NamedExoticComponent<Props> {
  const Waiting = memo(function Waiting({ gate, ...props }: Props & { gate: Gate }) {
    return (
      <Suspense fallback={null}>
        <Gated gate={gate}>
          <Part {...(props as Props)} />
        </Gated>
      </Suspense>
    );
  });

  const FromServer = memo(function FromServer(props: Props) {
    const element = useRef<HTMLDivElement>(null);
    const [gate] = useState(createGate);
    useEffect(() => {
      const container = element.current;
      if (!container || gate.open) return;
      const stop = () => {
        for (const type of interactions) document.removeEventListener(type, reachIn, true);
        observer?.disconnect();
      };
      const open = () => {
        stop();
        gate.openNow();
      };
      // Capturing on the document runs before React's own listener on the root, which then
      // hydrates the part at once (the gate is open) and hands it the event.
      const reachIn = (event: Event) => {
        if (event.target instanceof Node && container.contains(event.target)) open();
      };
      for (const type of interactions) document.addEventListener(type, reachIn, true);
      const observer =
        typeof IntersectionObserver === 'undefined'
          ? null
          : new IntersectionObserver(
              (entries) => {
                if (entries.some((entry) => entry.isIntersecting)) open();
              },
              { rootMargin: `${margin}px 0px` },
            );
      if (observer) observer.observe(container);
      else open();
      return stop;
    }, [gate]);
    return (
      <div ref={element}>
        <Waiting gate={gate} {...props} />
      </div>
    );
  });

  function HydrateWhenNear(props: Props) {
    const serverOrHydrating = useServerOrHydrating();
    const [fromServer] = useState(serverOrHydrating);
    if (fromServer) return <FromServer {...props} />;
    return (
      <WhenNearViewport margin={margin} placeholderHeight={placeholderHeight}>
        <Part {...props} />
      </WhenNearViewport>
    );
  }

  const Near = memo(HydrateWhenNear);
  Near.displayName = `HydrateWhenNear(${Part.displayName ?? Part.name})`;
  return Near;
}

import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type HistoryUpdate = Parameters<Parameters<BrowserHistory['listen']>[0]>[0];
/** What the router is given of the history: where it is and how it got there. */
type Shown = Pick<HistoryUpdate, 'action' | 'location'>;

const shownOf = ({ action, location }: Shown): Shown => ({ action, location });

/**
 * A site's routes on the browser's URL: what the shell and every standalone remote render.
 *
 * A move to another page (a link followed, Back, Forward) renders at once, in the task of the
 * click: rendered in a transition, React would build the new page in slices, and between them the
 * browser restyles the old page for every batch of rules the new one inserts (issue 39: a route
 * change at 6.2×, paired, 214 → 156 ms). A page writing its own state into its URL (a replace: the
 * search's filters as they are typed) renders in a transition, so what a learner types never waits
 * for the page to render again. react-router's own BrowserRouter renders every change in a
 * transition or none (`useTransitions`), so this one is made of its parts, as BrowserRouter is:
 * `Router` and the browser history react-router makes (exported as `UNSAFE_createBrowserHistory`).
 */
export function BrowserRoutes({ routes }: { routes: RouteObject[] }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [shown, setShown] = useState(() => shownOf(history));
  /** The last location handed to React (each history entry has a key of its own). */
  const given = useRef(shown.location);
  useLayoutEffect(() => {
    const show = (update: Shown) => {
      given.current = update.location;
      if (update.action === 'REPLACE') startTransition(() => setShown(shownOf(update)));
      else setShown(shownOf(update));
    };
    // Subscribed again after a Suspense boundary above hid the routes: a move made meanwhile shows.
    if (history.location.key !== given.current.key) show(history);
    return history.listen(show);
  }, [history]);
  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history}>
      <RouteTable routes={routes} />
    </Router>
  );
}

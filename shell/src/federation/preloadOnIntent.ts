import { matchRemotePage, type RemoteModuleRef, type RemotePageRoute } from '@btb/platform';

/** What shows that a learner is about to follow a link: the pointer on it, a finger down, the focus. */
const intentEvents = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * From the moment a learner shows they are about to follow a link to another remote's page (the
 * pointer over it, a finger down on it, the focus on it), `act` starts that page's load (the shell
 * downloads it, and runs its code once its own page has started), so the click that follows finds
 * it there or on its way. Each page once; links to other sites and to shell pages are left alone.
 * `routes` are the remote pages of the map (`remotePageRoutesFor`). Returns the function that stops
 * listening.
 */
export function preloadPagesOnIntent(
  routes: RemotePageRoute[],
  act: (page: RemoteModuleRef) => void,
): () => void {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const page = matchRemotePage(link.pathname, routes)?.page;
    if (!page) return;
    const key = `${page.remote}/${page.module}`;
    if (started.has(key)) return;
    started.add(key);
    act(page);
  };
  const options = { capture: true, passive: true };
  for (const type of intentEvents) document.addEventListener(type, onIntent, options);
  return () => {
    for (const type of intentEvents) document.removeEventListener(type, onIntent, options);
  };
}

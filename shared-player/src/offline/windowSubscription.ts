/**
 * Lets any number of subscribers follow some of the window's events through one listener per
 * event, added with the first subscriber and removed with the last. A page has a subscriber per
 * card, and the browser scans its list of a target's listeners to add or remove one. With one
 * listener per card, a page's cards cost the square of their number as they mount and unmount.
 * `heard` decides whether an event concerns the subscribers, and may act on it first.
 */
export function windowSubscription(
  types: readonly string[],
  heard: (event: Event) => boolean = () => true,
): (onChange: () => void) => () => void {
  const subscribers = new Set<() => void>();
  const notify = (event: Event) => {
    if (!heard(event)) return;
    for (const subscriber of [...subscribers]) subscriber();
  };
  return (onChange) => {
    // Its own entry, so that one function subscribed twice is told twice and unsubscribed once.
    const subscriber = () => onChange();
    if (subscribers.size === 0) for (const type of types) window.addEventListener(type, notify);
    subscribers.add(subscriber);
    return () => {
      if (!subscribers.delete(subscriber) || subscribers.size > 0) return;
      for (const type of types) window.removeEventListener(type, notify);
    };
  };
}

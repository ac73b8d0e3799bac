import { afterFirstPaintAttribute } from '@btb/platform/renderContract';

// A server-rendered page reads at once; its scripts only make it interactive. Started as plain
// deferred scripts, they ran (on a fast connection: always) before the browser painted anything,
// so the first paint waited for the shell's entry and its start-up. The site server marks the
// shell's entry (composePage) and the page's preloads (preloadHints) inert; the head's inline
// script starts them once the first contentful paint is on screen. A click or a choice made in
// between is kept and carried out once hydrated (captureEarlyInteractions).

/** Runs in the page as its own source text (`startAfterFirstPaintScript`): it uses nothing outside itself. */
function startAfterFirstPaint(attribute: string, latestMs: number): void {
  let started = false;
  // The shell's entry and start-up chunks: inert by their `type`, made live in document order.
  function startScripts() {
    document.querySelectorAll(`script[${attribute}]`).forEach((inert) => {
      const live = document.createElement('script');
      for (const { name, value } of Array.from(inert.attributes)) {
        if (name !== attribute && name !== 'type') live.setAttribute(name, value);
      }
      live.async = false;
      inert.replaceWith(live);
    });
  }
  // The remote's preloads: inert inside a `<template>` until its links take its place.
  function startPreloads() {
    document.querySelectorAll(`template[${attribute}]`).forEach((inert) => {
      if (inert instanceof HTMLTemplateElement) inert.replaceWith(inert.content);
    });
  }
  function start() {
    if (started) return;
    started = true;
    // The entry and the start-up chunks in one pass, in document order: each chunk is live before
    // the entry can ask webpack for it (webpack then takes the element for its own).
    startScripts();
    // The remote's preloads in the next task: two short tasks instead of one.
    setTimeout(startPreloads, 0);
    // A page's first read of this origin's storage waits on the browser (1-30 ms measured);
    // later reads take a tenth of a millisecond. Made here, in a task of its own while the entry
    // downloads, it leaves the entry's evaluation (the federation runtime reads storage as it
    // starts). The cookies, whose first read waits the same way, are not read at start-up at all:
    // the server state says what the page needs of them.
    setTimeout(() => {
      try {
        void localStorage.length;
      } catch {
        // Storage blocked for this origin: the page's own reads find that out and go without.
      }
    }, 0);
  }
  function afterFirstPaint() {
    // A page that paints nothing (a tab opened in the background) still starts, a little later.
    setTimeout(start, latestMs);
    if (
      typeof PerformanceObserver === 'function' &&
      PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      // Reported once the frame is on screen; `buffered` also reports one painted already.
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        setTimeout(start, 0);
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => setTimeout(start, 0));
    }
  }
  // Every inert element is in the document once it is parsed.
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', afterFirstPaint, { once: true });
  } else afterFirstPaint();
}

/** The longest a parsed page waits for its first paint before its scripts start anyway. */
const latestStartMs = 1_000;

/** The script's text, made once: every server-rendered page carries it. */
const startAfterFirstPaintSource = `(${startAfterFirstPaint.toString()})(${JSON.stringify(afterFirstPaintAttribute)},${latestStartMs})`;

/** The inline script for the page's head (it carries the response's CSP nonce). */
export function startAfterFirstPaintScript(nonce: string): string {
  return `<script nonce="${nonce}">${startAfterFirstPaintSource}</script>`;
}

import type DOMPurifyType from 'dompurify';

export type Sanitize = (html: string | null | undefined) => string;

let purify: Promise<typeof DOMPurifyType> | undefined;

/**
 * FAQ answers arrive as HTML. Even from our own editors it is cleaned before it reaches the page:
 * only ordinary markup survives (no scripts, event handlers, styles, frames or forms). The
 * sanitizer (DOMPurify, about 11 KB gzip) loads when the first answer is opened, not with the page.
 */
export async function loadSanitizer(): Promise<Sanitize> {
  purify ??= import(/* webpackChunkName: "sanitizer" */ 'dompurify').then(
    (module) => module.default,
  );
  const DOMPurify = await purify;
  return (html) =>
    DOMPurify.sanitize(html ?? '', {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
      FORBID_ATTR: ['style'],
    });
}

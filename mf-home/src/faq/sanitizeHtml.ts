import DOMPurify from 'dompurify';

/**
 * FAQ answers arrive as HTML. Even from our own editors it is cleaned before it reaches the page:
 * only ordinary markup survives (no scripts, event handlers, styles, frames or forms).
 */
export function sanitizeHtml(html: string | null | undefined): string {
  return DOMPurify.sanitize(html ?? '', {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

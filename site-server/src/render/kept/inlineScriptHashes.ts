import { createHash } from 'node:crypto';

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Types a browser runs: none, a JavaScript MIME type, or a module (data blocks never run). */
const runnableType = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;
const typeAttribute = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/**
 * The CSP source (`'sha256-…'`) of every inline script of `html` a browser would run, so a kept
 * page's policy allows exactly its own scripts without a nonce. Scripts with `src` need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(scriptElement)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = typeAttribute.exec(attributes);
    if (!runnableType.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return [...hashes];
}

import { createHash } from 'node:crypto';

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Types a browser runs: none, a JavaScript MIME type, or a module (data blocks never run). */
const runnableType = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;
const typeAttribute = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const closingTag = '</script>'.length;

/**
 * The CSP source (`'sha256-…'`) of every inline script of the page `html` a browser would run, so
 * a kept page's policy allows exactly its own scripts without a nonce. Scripts with `src` need none.
 *
 * The page is searched as Latin-1 (one character per byte: no UTF-8 decoding of the whole page),
 * and each script's own bytes are hashed, which is what the browser hashes.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  for (const match of html.toString('latin1').matchAll(scriptElement)) {
    const [element, attributes = '', text = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = typeAttribute.exec(attributes);
    if (!runnableType.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    const end = match.index + element.length - closingTag;
    const script = html.subarray(end - text.length, end);
    hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  }
  return [...hashes];
}

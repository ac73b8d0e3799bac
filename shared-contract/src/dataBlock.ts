/** A plain object (not null, not an array): what a parsed JSON object is checked against. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * JSON for a `<script>` block of the page (a data block, or JSON-LD; never run as script): only
 * `</script>` could end it early, so no `<` is written as is.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * In the browser: the JSON of a `<script type="application/json" id="…">` block the server put
 * into the page (the remote map, the server render's state, its strings); undefined when there is
 * none or it does not parse.
 */
export function readDataBlock(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

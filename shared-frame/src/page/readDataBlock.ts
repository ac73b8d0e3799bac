/**
 * The JSON of a `<script type="application/json" id="…">` block the server put into the page (the
 * remote map, the server render's state); undefined when there is none or it does not parse.
 */
export function readDataBlock(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

import { Transform } from 'node:stream';
import type { ServerStyleSheet } from 'styled-components';

/** The styles the sheet collected since it was last emptied, as `<style>` tags; then empties it. */
export function takeStyles(sheet: ServerStyleSheet): string {
  const styles = sheet.getStyleTags();
  sheet.instance.clearTag();
  return styles;
}

/**
 * A script that puts styles into the page's head: `<style>` is valid HTML only there, and a
 * script may stand anywhere in the body. `<` is escaped so the text cannot end the script.
 */
export function headStylesScript(styles: string, nonce: string): string {
  const html = JSON.stringify(styles).replace(/</g, '\\u003c');
  return `<script nonce="${nonce}">document.head.insertAdjacentHTML("beforeend",${html})</script>`;
}

/**
 * React's stream with the styles of parts that finished after the page's shell (whose styles went
 * into the head) put in front of their markup, moved into the head by a script: what
 * styled-components' `interleaveWithNodeStream` does, as valid HTML.
 */
export function withLateStyles(
  stream: { pipe: <W extends NodeJS.WritableStream>(destination: W) => W },
  sheet: ServerStyleSheet,
  nonce: string,
): NodeJS.ReadableStream {
  const body = new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const styles = takeStyles(sheet);
      done(null, styles ? headStylesScript(styles, nonce) + chunk.toString() : chunk);
    },
  });
  return stream.pipe(body);
}

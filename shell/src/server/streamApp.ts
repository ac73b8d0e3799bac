import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { ServerStyleSheet } from 'styled-components';
import { takeStyles, withLateStyles } from './lateStyles';

/**
 * How long the parts of a page that finish after the shell (Suspense) may take on the server;
 * after that React stops and leaves them to the browser, so a response always ends.
 */
const streamBudgetMs = 5_000;

/**
 * Starts React's streaming render of the tree and resolves once the shell is ready (the route's
 * data is already in the store, so that is the whole page but for late Suspense parts). The styles
 * of what is ready then are handed back for the page's head (a `<style>` is valid HTML there, not
 * inside `#root`); a late part's styles come just before its markup, moved into the head by a
 * script (`withLateStyles`). Inline scripts carry the nonce.
 */
export function streamApp(
  tree: ReactElement,
  sheet: ServerStyleSheet,
  nonce: string,
): Promise<{ body: NodeJS.ReadableStream; styles: string }> {
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stream = renderToPipeableStream(sheet.collectStyles(tree), {
      nonce,
      // React sends a finished Suspense part bigger than this after the rest, put in place by a
      // script; a reader without JavaScript would not see it. Finished parts stay where they are.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady: () => {
        // Emitted into the head: the stream carries only what later parts add.
        const styles = takeStyles(sheet);
        const body = withLateStyles(stream, sheet, nonce);
        timer = setTimeout(() => stream.abort(new Error('the page took too long')), streamBudgetMs);
        body.on('end', () => clearTimeout(timer)).on('error', () => clearTimeout(timer));
        resolve({ body, styles });
      },
      onShellError: (error) => {
        sheet.seal();
        reject(error);
      },
      onError: (error) => {
        console.warn('[render] a part of the page is left to the browser:', error);
      },
    });
  });
}

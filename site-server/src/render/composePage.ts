import { afterFirstPaintAttribute, type RenderResult } from '@btb/platform/renderContract';

/** The shell's page around a server render: what goes before the streamed `#root`, and after. */
export interface PageFrame {
  start: string;
  end: string;
}

const rootElement = /<div id=("?)root\1><\/div>/;
/**
 * The shell's deferred scripts as html-webpack-plugin writes them (minified: attribute quotes may
 * be gone): its entry, then its start-up chunks, which carry webpack's `data-webpack` key.
 */
const deferredScript = /<script defer(?:=("?)defer\1)?((?:\s[^>]*)?)><\/script>/g;

/**
 * Puts a server render into the shell's `index.html`: the language on `<html>`, preload hints and
 * state before `</head>`, and the place of `#root` where the page streams in. The page then reads
 * without JavaScript, so the "needs JavaScript" notice goes. The shell's scripts are left inert:
 * they start once the page is painted (the render's head carries the script that starts them).
 */
export function composePage(
  template: string,
  result: Pick<RenderResult, 'language' | 'head' | 'pageHead'>,
): PageFrame {
  // The built template is minified: attribute quotes may be gone.
  let page = template.replace(/<html lang=("?)[A-Za-z-]*\1/, `<html lang="${result.language}"`);
  // The page's own title and description take the place of the site's.
  if (result.pageHead) {
    page = page
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name=("?)description\1 content=("[^"]*"|[^\s>]*)\s*\/?>/, '')
      .replace('</head>', () => `${result.pageHead}</head>`);
  }
  page = page
    .replace(
      deferredScript,
      (_tag, _quote, attributes: string) =>
        `<script type="text/plain" ${afterFirstPaintAttribute}${attributes}></script>`,
    )
    .replace('</head>', () => `${result.head}</head>`)
    .replace(/<noscript>[^<]*<\/noscript>/, '');
  const root = rootElement.exec(page);
  if (!root) throw new Error('The shell page has no #root element.');
  return {
    start: `${page.slice(0, root.index)}<div id="root">`,
    end: `</div>${page.slice(root.index + root[0].length)}`,
  };
}

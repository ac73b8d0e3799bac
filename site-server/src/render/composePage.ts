import { afterFirstPaintAttribute, type RenderResult } from '@btb/shell/renderContract';

/** The shell's page around a server render: what goes before the streamed `#root`, and after. */
export interface PageFrame {
  start: string;
  end: string;
}

const rootElement = /<div id=("?)root\1><\/div>/;
/** The shell's entry as html-webpack-plugin writes it (minified: attribute quotes may be gone). */
const deferredScript = /<script defer(?:=("?)defer\1)? src=("?)([^"\s>]+)\2><\/script>/g;

/**
 * Puts a server render into the shell's `index.html`: the language on `<html>`, preload hints and
 * state before `</head>`, and the place of `#root` where the page streams in. The page then reads
 * without JavaScript, so the "needs JavaScript" notice goes. The shell's entry is left inert: it
 * starts once the page is painted (the render's head carries the script that starts it).
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
      (_tag, _q, _q2, src: string) =>
        `<script type="text/plain" ${afterFirstPaintAttribute} src="${src}"></script>`,
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

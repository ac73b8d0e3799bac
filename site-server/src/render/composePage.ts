import type { RenderResult } from '../../../shell/src/server/renderContract';

/**
 * Puts a server render into the shell's `index.html`: the language on `<html>`, styles, preload
 * hints and state before `</head>`, the page inside `#root`. The page then reads without
 * JavaScript, so the "needs JavaScript" notice goes.
 */
export function composePage(template: string, result: RenderResult): string {
  // The built template is minified: attribute quotes may be gone.
  return template
    .replace(/<html lang=("?)[A-Za-z-]*\1/, `<html lang="${result.language}"`)
    .replace('</head>', () => `${result.head}</head>`)
    .replace(/<noscript>[^<]*<\/noscript>/, '')
    .replace(/<div id=("?)root\1><\/div>/, () => `<div id="root">${result.body}</div>`);
}

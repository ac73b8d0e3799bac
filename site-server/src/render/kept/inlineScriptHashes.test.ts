import { createHash } from 'node:crypto';
import { inlineScriptHashes } from './inlineScriptHashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('names every inline script a browser runs, once, and no data block or script with src', () => {
    const html =
      '<script nonce="n">a()</script><script type="module">b()</script>' +
      '<script type=text/javascript>c()</script><script>a()</script>' +
      '<script type="application/json" id="state">{"x":1}</script>' +
      '<script type="text/plain" data-after-first-paint src="/main.js"></script>' +
      '<script defer src="/x.js"></script><SCRIPT>\n$RC("B:0","S:0")\n</SCRIPT>';
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([
      sha('a()'),
      sha('b()'),
      sha('c()'),
      sha('\n$RC("B:0","S:0")\n'),
    ]);
  });

  it('hashes the UTF-8 bytes a browser hashes, past any other letters on the page', () => {
    const state = 'window.__STATE__={"title":"Straße – ¿Dónde está?","emoji":"🎵"}';
    const html = `<p>Grüße – ñ 🎶</p><script>${state}</script><p>Ende: ä</p>`;
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha(state)]);
  });
});

import { Readable } from 'node:stream';
import type { ServerStyleSheet } from 'styled-components';
import { headStylesScript, withLateStyles } from './lateStyles';

/** A sheet whose styles a render adds with `collect`. */
function fakeSheet() {
  let collected = '';
  return {
    collect: (css: string) => (collected += css),
    sheet: {
      getStyleTags: () => (collected ? `<style data-styled="true">${collected}</style>` : ''),
      instance: { clearTag: () => (collected = '') },
    } as unknown as ServerStyleSheet,
  };
}

describe('late styles', () => {
  it('puts styles into the head from a script that text inside them cannot end', () => {
    const script = headStylesScript('<style>a::after{content:"</script>"}</style>', 'n0nce');
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const source = /^<script nonce="n0nce">([\s\S]*)<\/script>$/.exec(script)?.[1];
    new Function(source ?? '')();
    expect(document.head.querySelector('style')?.textContent).toBe('a::after{content:"</script>"}');
  });

  it('sends each part after the shell with the styles it added before it, and no style tag', async () => {
    const { sheet, collect } = fakeSheet();
    const parts = ['<p class="a">late</p>', '<p>no new styles</p>'];
    const react = Readable.from(
      (async function* () {
        collect('.a{color:red}');
        yield parts[0];
        yield parts[1];
      })(),
    );
    let html = '';
    for await (const chunk of withLateStyles(react, sheet, 'n')) html += String(chunk);
    expect(html).not.toMatch(/^<style|[^"]<style/);
    expect(html).toBe(
      `${headStylesScript('<style data-styled="true">.a{color:red}</style>', 'n')}${parts[0]}${parts[1]}`,
    );
  });
});

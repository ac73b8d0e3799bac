import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { repoRoot } from '@btb/platform/paths';
import { appColours, type AppIcon } from './webAppManifest';

/** The site's logo, the one source of every icon (the favicon too). */
const logoFile = path.join(repoRoot, 'tooling', 'favicon.svg');

/**
 * A maskable icon is cropped to a circle or squircle by the launcher: its background fills the
 * square and the logo sits inside the middle 80 % (the safe zone), here at 70 %.
 */
export function maskableSvg(logo: string): string {
  const inner = logo.replace(/^<svg[^>]*>|<\/svg>\s*$/g, '');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" fill="${appColours.background}"/>` +
    `<g transform="translate(9.6 9.6) scale(0.7)">${inner}</g></svg>`
  );
}

/** Draws the manifest's icons as PNG from the logo, once per process (resvg). */
export function appIconPngs() {
  const drawn = new Map<string, Promise<Buffer>>();
  const draw = async (icon: AppIcon) => {
    const logo = await readFile(logoFile, 'utf8');
    const svg = icon.purpose === 'maskable' ? maskableSvg(logo) : logo;
    return new Resvg(svg, { fitTo: { mode: 'width', value: icon.size } }).render().asPng();
  };
  return (icon: AppIcon): Promise<Buffer> => {
    let png = drawn.get(icon.src);
    if (!png) {
      png = draw(icon);
      png.catch(() => drawn.delete(icon.src));
      drawn.set(icon.src, png);
    }
    return png;
  };
}

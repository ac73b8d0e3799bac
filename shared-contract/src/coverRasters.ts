/**
 * The widths, in pixels, each generated song cover (`cover-….svg`) is also written at as WebP:
 * the song page shows it at up to 280 CSS pixels, so once, one and a half and twice that, for
 * screens of 1×, 1.5× and 2× density; the cards pick the smallest that covers them.
 */
export const coverRasterWidths = [280, 420, 560] as const;

/**
 * The width a drawn hero background (`hero-….svg`, 1600 × 600) is also written at as WebP: the
 * slide spans the page, and a soft gradient needs no second size (about 6 KB). A browser draws a
 * raster off the main thread, where an SVG image builds a document of its own on it first.
 */
export const heroRasterWidths = [1600] as const;

export interface DrawnRaster {
  width: number;
  fileName: string;
}

/** `base-280w.webp` and so on: the raster copies of `base.svg` at `widths`. */
const rastersOf = (base: string | undefined, widths: readonly number[]): DrawnRaster[] =>
  base ? widths.map((width) => ({ width, fileName: `${base}-${width}w.webp` })) : [];

/**
 * The raster copies of a generated cover, smallest first: `cover-x.svg` has `cover-x-280w.webp`,
 * and so on. Any other image (the default cover, a hero) has none.
 */
export function coverRasters(fileName: string): DrawnRaster[] {
  return rastersOf(/^(cover-[A-Za-z0-9._-]+)\.svg$/.exec(fileName)?.[1], coverRasterWidths);
}

/** The raster copies of a drawn hero background (`hero-x.svg`); none for any other image. */
export function heroRasters(fileName: string): DrawnRaster[] {
  return rastersOf(/^(hero-[A-Za-z0-9._-]+)\.svg$/.exec(fileName)?.[1], heroRasterWidths);
}

/**
 * The widths, in pixels, each generated song cover (`cover-….svg`) is also written at as WebP:
 * the song page shows it at up to 280 CSS pixels, so once, one and a half and twice that, for
 * screens of 1×, 1.5× and 2× density; the cards pick the smallest that covers them.
 */
export const coverRasterWidths = [280, 420, 560] as const;

export interface CoverRaster {
  width: number;
  fileName: string;
}

/**
 * The raster copies of a generated cover, smallest first: `cover-x.svg` has `cover-x-280w.webp`,
 * and so on. Any other image (the default cover, a hero) has none.
 */
export function coverRasters(fileName: string): CoverRaster[] {
  const base = /^(cover-[A-Za-z0-9._-]+)\.svg$/.exec(fileName)?.[1];
  if (!base) return [];
  return coverRasterWidths.map((width) => ({ width, fileName: `${base}-${width}w.webp` }));
}

import sharp from 'sharp';

/** The size a drawing is laid out at (its viewBox): covers are square, heroes wide. */
export interface DrawnSize {
  width: number;
  height: number;
}

/** The size drawn covers are laid out at (`coverSvg`'s viewBox). */
export const drawnCover: DrawnSize = { width: 512, height: 512 };
/** The size drawn hero backgrounds are laid out at (`heroSvg`'s viewBox). */
export const drawnHero: DrawnSize = { width: 1600, height: 600 };

/**
 * A drawing as a WebP `width` pixels wide, in its own proportions, for the sizes it is shown at.
 * libvips (through sharp, in its own binary) renders the SVG at the density that gives that
 * width, so edges stay sharp rather than scaled down from a larger bitmap.
 */
export async function rasterizeCover(
  svg: string,
  width: number,
  drawn: DrawnSize,
): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * width) / drawn.width })
    .resize(width, Math.round((width * drawn.height) / drawn.width))
    .webp({ quality: 80, effort: 4 })
    .toBuffer();
}

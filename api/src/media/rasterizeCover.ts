import sharp from 'sharp';

/** The size drawn covers are laid out at (`coverSvg`'s viewBox). */
const drawnSize = 512;

/**
 * A drawn cover as a square WebP `width` pixels wide, for the sizes it is shown at. libvips
 * (through sharp, in its own binary) renders the SVG at the density that gives that width, so
 * edges stay sharp rather than scaled down from a larger bitmap.
 */
export async function rasterizeCover(svg: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * width) / drawnSize })
    .resize(width, width)
    .webp({ quality: 80, effort: 4 })
    .toBuffer();
}

import sharp from 'sharp';

/** The default cover's side, in pixels. */
export const gradientSize = 256;

/** The default cover's colour at (x, y): blue left to red right, green rising downwards. */
export const gradientColor = (x: number, y: number): [number, number, number] => [
  x,
  y >> 1,
  255 - x,
];

/**
 * The default cover: a 256×256 gradient (see gradientColor) as a lossless WebP, encoded by libvips
 * (through sharp) from raw RGB pixels.
 */
export async function gradientWebp(): Promise<Buffer> {
  const pixels = Buffer.alloc(gradientSize * gradientSize * 3);
  for (let y = 0; y < gradientSize; y++)
    for (let x = 0; x < gradientSize; x++)
      pixels.set(gradientColor(x, y), (y * gradientSize + x) * 3);
  return sharp(pixels, { raw: { width: gradientSize, height: gradientSize, channels: 3 } })
    .webp({ lossless: true })
    .toBuffer();
}

/** Writes bits least-significant first, as the VP8L bitstream expects. */
class BitWriter {
  private readonly bytes: number[] = [];
  private bitCount = 0;

  write(value: number, bits: number): void {
    for (let i = 0; i < bits; i++) {
      const byteIndex = this.bitCount >> 3;
      if (byteIndex === this.bytes.length) this.bytes.push(0);
      if ((value >> i) & 1)
        this.bytes[byteIndex] = (this.bytes[byteIndex] as number) | (1 << (this.bitCount & 7));
      this.bitCount++;
    }
  }

  toBuffer(): Buffer {
    return Buffer.from(this.bytes);
  }
}

/** A "simple" prefix code with one or two symbols (each below 256). */
function writeSimpleCode(out: BitWriter, symbols: readonly number[]): void {
  out.write(1, 1);
  out.write(symbols.length - 1, 1);
  const first = symbols[0] as number;
  const wide = first > 1 ? 1 : 0;
  out.write(wide, 1);
  out.write(first, wide ? 8 : 1);
  if (symbols.length === 2) out.write(symbols[1] as number, 8);
}

type Rgb = readonly [number, number, number];

/**
 * Lossless WebP (VP8L) of a 256×256 gradient: blue on the left to red on the right, with green
 * rising downwards. With the "left" predictor every residual per channel is one of two values,
 * so each channel is a one-bit prefix code and the encoder stays tiny and exact.
 */
export function encodeGradientWebp(): Buffer {
  const size = 256;
  const color = (x: number, y: number): Rgb => [x, y >> 1, 255 - x];
  // Predictor residuals: top-left against opaque black, first column against the pixel above,
  // everything else against the pixel to the left (predictor mode 1).
  const residual = (x: number, y: number): Rgb => {
    const here = color(x, y);
    const from: Rgb = x === 0 && y === 0 ? [0, 0, 0] : x === 0 ? color(0, y - 1) : color(x - 1, y);
    return [0, 1, 2].map(
      (c) => ((here[c] as number) - (from[c] as number) + 256) & 255,
    ) as unknown as Rgb;
  };
  const alphabets: [Set<number>, Set<number>, Set<number>] = [new Set(), new Set(), new Set()];
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      residual(x, y).forEach((v, c) => alphabets[c as 0 | 1 | 2].add(v));
  const sorted = alphabets.map((set) => [...set].sort((a, b) => a - b));
  if (sorted.some((symbols) => symbols.length > 2))
    throw new Error('gradient needs more than two residuals');
  const [reds, greens, blues] = sorted as [number[], number[], number[]];

  const out = new BitWriter();
  out.write(0x2f, 8);
  out.write(size - 1, 14);
  out.write(size - 1, 14);
  out.write(0, 1); // no alpha
  out.write(0, 3); // version
  // Predictor transform, one block covering the image (block size 2^(7+2) = 512).
  out.write(1, 1);
  out.write(0, 2);
  out.write(7, 3);
  out.write(0, 1); // transform image: no colour cache
  [[1], [0], [0], [0], [0]].forEach((symbols) => writeSimpleCode(out, symbols)); // mode 1 = left
  out.write(0, 1); // no more transforms
  out.write(0, 1); // no colour cache
  out.write(0, 1); // one prefix code group
  // Order: green, red, blue, alpha, distance.
  [greens, reds, blues, [0], [0]].forEach((symbols) => writeSimpleCode(out, symbols));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const [r, g, b] = residual(x, y);
      // With two symbols the smaller gets code 0 (canonical prefix codes).
      if (greens.length === 2) out.write(g === greens[1] ? 1 : 0, 1);
      if (reds.length === 2) out.write(r === reds[1] ? 1 : 0, 1);
      if (blues.length === 2) out.write(b === blues[1] ? 1 : 0, 1);
    }
  }
  const vp8l = out.toBuffer();
  const padded = vp8l.length % 2 === 1 ? Buffer.concat([vp8l, Buffer.from([0])]) : vp8l;
  const header = Buffer.alloc(20);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(12 + padded.length, 4);
  header.write('WEBP', 8, 'ascii');
  header.write('VP8L', 12, 'ascii');
  header.writeUInt32LE(vp8l.length, 16);
  return Buffer.concat([header, padded]);
}

import sharp from 'sharp';
import { gradientColor, gradientWebp } from './gradientWebp';
import { isSafeFileName } from './mediaFolders';
import { checkMediaSignature, signMediaUrl } from './signMediaUrl';
import { previewOf } from './podcastBed';

describe('previewOf', () => {
  it('cuts a preview to the requested length', () => {
    expect(previewOf(new Float32Array(8000 * 5).fill(0.5), 2, 8000)).toHaveLength(16000);
  });
});

describe('gradientWebp', () => {
  it('is a lossless 256×256 WebP of the gradient', async () => {
    const webp = await gradientWebp();
    expect(webp.subarray(0, 4).toString()).toBe('RIFF');
    expect(webp.subarray(8, 16).toString()).toBe('WEBPVP8L');
    const metadata = await sharp(webp).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const { data, info } = await sharp(webp)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 256 + x) * 3, (y * 256 + x) * 3 + 3),
    ];
    expect(pixel(0, 0)).toEqual([0, 0, 255]);
    expect(pixel(255, 255)).toEqual([255, 127, 0]);
    for (const [x, y] of [
      [10, 200],
      [128, 64],
    ] as const)
      expect(pixel(x, y)).toEqual(gradientColor(x, y));
  });
});

describe('signed media URLs', () => {
  const secret = 'unit-test-secret';
  it('accepts its own signature until expiry and rejects any change', () => {
    const url = new URL(signMediaUrl(secret, 'audio', 'song-1.wav', 2000), 'http://x');
    const sig = url.searchParams.get('sig') as string;
    expect(checkMediaSignature(secret, 'audio', 'song-1.wav', 2000, sig, '', 1000)).toBe('ok');
    expect(checkMediaSignature(secret, 'audio', 'song-1.wav', 2000, sig, '', 2001)).toBe('expired');
    expect(checkMediaSignature(secret, 'audio', 'song-2.wav', 2000, sig, '', 1000)).toBe('invalid');
    expect(checkMediaSignature(secret, 'podcasts', 'song-1.wav', 2000, sig, '', 1000)).toBe(
      'invalid',
    );
    expect(checkMediaSignature(secret, 'audio', 'song-1.wav', 2001, sig, '', 1000)).toBe('invalid');
    expect(checkMediaSignature('other', 'audio', 'song-1.wav', 2000, sig, '', 1000)).toBe(
      'invalid',
    );
  });
});

describe('isSafeFileName', () => {
  it.each(['cover-1.svg', 'default.webp'])('accepts %s', (name) =>
    expect(isSafeFileName(name)).toBe(true),
  );
  it.each(['../x', '..', '.env', 'a/b', 'a\\b', 'a..b', '', 'x'.repeat(200)])(
    'refuses %p',
    (name) => expect(isSafeFileName(name)).toBe(false),
  );
});

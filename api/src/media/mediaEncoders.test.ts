import { encodeGradientWebp } from './encodeGradientWebp';
import { isSafeFileName } from './mediaFolders';
import { checkMediaSignature, signMediaUrl } from './signMediaUrl';
import { previewOf } from './podcastBed';

describe('previewOf', () => {
  it('cuts a preview to the requested length', () => {
    expect(previewOf(new Float32Array(8000 * 5).fill(0.5), 2, 8000)).toHaveLength(16000);
  });
});

describe('encodeGradientWebp', () => {
  it('produces a lossless WebP container of 256×256', () => {
    const webp = encodeGradientWebp();
    expect(webp.subarray(0, 4).toString()).toBe('RIFF');
    expect(webp.readUInt32LE(4)).toBe(webp.length - 8);
    expect(webp.subarray(8, 16).toString()).toBe('WEBPVP8L');
    expect(webp[20]).toBe(0x2f);
    const bits = webp.readUInt32LE(21);
    expect((bits & 0x3fff) + 1).toBe(256);
    expect(((bits >> 14) & 0x3fff) + 1).toBe(256);
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

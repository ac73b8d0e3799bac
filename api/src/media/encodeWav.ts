/**
 * Mono PCM WAV from samples in [-1, 1]. 8-bit keeps a 48-second song near 770 kB, which matters
 * with 135 songs generated on first start; Chromium and every other browser play it.
 */
export function encodeWav(
  samples: Float32Array,
  sampleRate: number,
  bitsPerSample: 8 | 16 = 8,
): Buffer {
  const bytesPerSample = bitsPerSample / 8;
  const dataSize = samples.length * bytesPerSample;
  const out = Buffer.alloc(44 + dataSize);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataSize, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * bytesPerSample, 28);
  out.writeUInt16LE(bytesPerSample, 32);
  out.writeUInt16LE(bitsPerSample, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataSize, 40);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] as number));
    if (bitsPerSample === 8) out.writeUInt8(Math.round(s * 127) + 128, 44 + i);
    else out.writeInt16LE(Math.round(s * 32767), 44 + i * 2);
  }
  return out;
}

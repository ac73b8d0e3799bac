import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { allApps } from '@btb/platform';

/** What the seed-time audio tools leave in code that bundles them (docs/voice.md, licences). */
const markers = [
  'eSpeakNGWorker', // eSpeak NG, GPL-3.0
  'espeak-ng-data',
  'spessasynth', // the SoundFont synthesizer
  'FluidR3Mono',
  'createMp3Encoder', // LAME (LGPL)
  'MPEGDecoder', // mpg123 (LGPL)
];

const root = path.join(__dirname, '..', '..');
const scripts = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return scripts(file);
    return /\.(m?js|wasm)$/.test(entry.name) ? [file] : [];
  });

test('no browser build carries a seed-time audio tool (eSpeak, LAME, the synthesizer)', () => {
  const files = allApps.flatMap((app) => scripts(path.join(root, app.folder, 'dist')));
  expect(files.length).toBeGreaterThan(50);
  const found = files.flatMap((file) => {
    const text = readFileSync(file, 'latin1');
    return markers.filter((marker) => text.includes(marker)).map((m) => `${file}: ${m}`);
  });
  expect(found).toEqual([]);
});

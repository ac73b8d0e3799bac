// `npm run sing -- <lesson code>`: one song of the catalogue sung into a WAV, with a spectrogram PNG
// that draws the notes over what was sung, for whoever changes the singing (docs/voice.md).
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { buildCatalogue } from '../seed/buildCatalogue';
import type { SpeechLanguage } from '../voice/espeakSpeaker';
import { createSpeaker } from '../voice/espeakSpeaker';
import { spectrogram } from '../voice/listen/spectrogram';
import { wavFile } from '../voice/listen/wavFile';
import { mixSongOf } from '../voice/renderSong';

const rate = 22050;

async function main(code: string | undefined, outDir: string): Promise<void> {
  const songs = buildCatalogue(0).songs;
  const song = songs.find((candidate) => candidate.str_code === code);
  if (!song) {
    const examples = songs
      .slice(0, 3)
      .map((s) => s.str_code)
      .join(', ');
    throw new Error(
      `Give a lesson code of the catalogue (e.g. ${examples}); got ${code ?? 'none'}`,
    );
  }
  const started = Date.now();
  const mix = await mixSongOf(
    {
      kind: 'song',
      slug: song.slug,
      language: song.language as SpeechLanguage,
      translationLanguage: song.primary_language as SpeechLanguage,
      lyrics: song.lyrics,
      lines: song.sung_lines.map((line) => line.text),
      style: song.music_style,
      sampleRate: rate,
      previewSeconds: null,
    },
    await createSpeaker(),
  );
  await fs.mkdir(outDir, { recursive: true });
  const base = path.join(outDir, song.str_code);
  await fs.writeFile(`${base}.wav`, wavFile(mix.song, rate));
  await fs.writeFile(`${base}-vocal.wav`, wavFile(mix.vocal, rate));
  await fs.writeFile(`${base}-instrumental.wav`, wavFile(mix.instrumental, rate));
  const picture = spectrogram(
    mix.vocal,
    rate,
    mix.notes.map((note) => ({
      midi: note.midi,
      start: note.start,
      end: note.start + note.seconds,
    })),
  );
  await sharp(picture.pixels, {
    raw: { width: picture.width, height: picture.height, channels: 3 },
  })
    .png()
    .toFile(`${base}.png`);
  console.log(`[sing] ${song.str_code}: ${song.music_style}`);
  console.log(
    `[sing] ${mix.voice.seconds} s, ${mix.notes.length} notes, in ${Date.now() - started} ms → ${base}.wav, -vocal.wav, -instrumental.wav, .png (the voice's spectrogram, notes in red)`,
  );
}

main(process.argv[2], path.resolve(process.argv[3] ?? '.data/sing')).catch((error: unknown) => {
  console.error('[sing]', error instanceof Error ? error.message : error);
  process.exit(1);
});

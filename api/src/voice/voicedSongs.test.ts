import fs from 'node:fs/promises';
import path from 'node:path';
import { mediaFolders } from '../media/mediaFolders';
import { sungLinesOf } from '../seed/sungLinesBySlug';
import { prepareDatabase } from '../prepareDatabase';
import { testContext } from '../testing/testApp';
import { parseSongVoice } from './songVoice';
import { voiceFileOf } from './voiceCatalogue';
import { instrumentalNameOf } from '../media/instrumentalName';
import { decodeMp3 } from './testing/decodeMp3';
import { mp3Loudness } from './testing/mp3Loudness';

interface VoicedRow {
  slug: string;
  audio_name: string;
  preview_name: string | null;
  duration_seconds: number;
  voice: unknown;
}

const songs = () =>
  testContext().db.query<VoicedRow>(
    'SELECT slug, audio_name, preview_name, duration_seconds, voice FROM songs ORDER BY id',
  );
const audioFile = (name: string) =>
  path.join(mediaFolders(testContext().config.mediaDir).audio, name);

/** Mean power of a band-passed signal (300–3,400 Hz: where speech is) over [from, to) seconds. */
function speechBandPower(samples: Float32Array, rate: number, from: number, to: number) {
  // Two one-pole filters: a high-pass at 300 Hz after a low-pass at 3,400 Hz.
  const pole = (hz: number) => Math.exp((-2 * Math.PI * hz) / rate);
  const low = pole(3400);
  const high = pole(300);
  let lowState = 0;
  let highIn = 0;
  let highOut = 0;
  let sum = 0;
  let count = 0;
  const start = Math.floor(from * rate);
  const end = Math.min(samples.length, Math.floor(to * rate));
  for (let i = Math.max(0, start - rate); i < end; i++) {
    lowState = (1 - low) * (samples[i] as number) + low * lowState;
    highOut = high * (highOut + lowState - highIn);
    highIn = lowState;
    if (i >= start) {
      sum += highOut * highOut;
      count++;
    }
  }
  return count ? sum / count : 0;
}

describe('voiced songs (seeded)', () => {
  it('every song carries timed words inside the song, in order, and its length is the audio’s', async () => {
    const rows = await songs();
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      const voice = parseSongVoice(row.voice);
      expect(voice).not.toBeNull();
      if (!voice) continue;
      expect(voice.lines.map((line) => line.text)).toEqual(
        sungLinesOf(row.slug).map((line) => line.text),
      );
      expect(row.duration_seconds).toBe(Math.round(voice.seconds));
      let previous = 0;
      for (const line of voice.lines) {
        expect(line.words.length).toBeGreaterThan(0);
        for (const word of line.words) {
          expect(word.start).toBeGreaterThanOrEqual(previous);
          expect(word.end).toBeGreaterThanOrEqual(word.start);
          expect(word.end).toBeLessThanOrEqual(voice.seconds);
          previous = word.start;
        }
      }
    }
  });

  it('serves MP3 audio, and a preview that ends at the preview length', async () => {
    const rows = await songs();
    const restricted = rows.find((row) => row.preview_name) as VoicedRow;
    const full = await decodeMp3(audioFile(restricted.audio_name));
    const preview = await decodeMp3(audioFile(restricted.preview_name as string));
    const { previewSeconds } = testContext().config.media;
    const previewLength = preview.samples.length / preview.sampleRate;
    // The decoder adds the encoder's delay and pads the last frame: well under 0.3 s.
    expect(previewLength).toBeGreaterThanOrEqual(previewSeconds);
    expect(previewLength).toBeLessThan(previewSeconds + 0.3);
    const fullLength = full.samples.length / full.sampleRate;
    expect(fullLength).toBeGreaterThan(parseSongVoice(restricted.voice)?.seconds ?? Infinity);
    for (const row of rows.slice(0, 5)) {
      const bytes = await fs.readFile(audioFile(row.audio_name));
      expect(bytes[0]).toBe(0xff);
      expect((bytes[1] as number) & 0xe0).toBe(0xe0);
    }
  });

  it('plays every song at streaming loudness, its instrumental as long as the song', async () => {
    const rows = await songs();
    const misses: string[] = [];
    for (const measured of await mp3Loudness(rows.map((row) => audioFile(row.audio_name)))) {
      if (Math.abs(measured.lufs + 14) > 1 || measured.truePeak > -1)
        misses.push(`${measured.file}: ${measured.lufs} LUFS, ${measured.truePeak} dBTP`);
    }
    for (const row of rows) {
      // Constant bit rate: the same length is the same size, give or take a frame.
      const [song, backing] = await Promise.all(
        [row.audio_name, instrumentalNameOf(row.audio_name)].map((name) =>
          fs.stat(audioFile(name)),
        ),
      );
      if (Math.abs((song?.size ?? 0) - (backing?.size ?? 0)) > 1024)
        misses.push(`${row.slug}: the instrumental is not as long as the song`);
    }
    expect(misses).toEqual([]);
  }, 300_000);

  it('speaks podcasts at -16 LUFS', async () => {
    const { db, config } = testContext();
    const podcasts = await db.query<{ sound_name: string }>('SELECT sound_name FROM podcasts');
    expect(podcasts.length).toBeGreaterThan(0);
    const folder = mediaFolders(config.mediaDir).podcasts;
    const files = podcasts.map((podcast) => path.join(folder, podcast.sound_name));
    for (const measured of await mp3Loudness(files)) {
      expect(Math.abs(measured.lufs + 16)).toBeLessThanOrEqual(1);
      expect(measured.truePeak).toBeLessThanOrEqual(-1);
    }
  }, 120_000);

  it('has a voice in the speech band inside the word windows and none in the intro', async () => {
    const [row] = await songs();
    const voice = parseSongVoice(row?.voice);
    if (!row || !voice) throw new Error('song 1 is not voiced');
    const { samples, sampleRate } = await decodeMp3(audioFile(row.audio_name));
    const firstWord = voice.lines[0]?.words[0]?.start as number;
    const intro = speechBandPower(samples, sampleRate, 0.3, firstWord - 0.2);
    const words = voice.lines.slice(0, 4).flatMap((line) => line.words);
    const inWords =
      words.reduce(
        (sum, word) => sum + speechBandPower(samples, sampleRate, word.start, word.end),
        0,
      ) / words.length;
    // Measured about 11-14x (the intro is pads and hi-hats only; words are voice over music at
    // 30 %); an instrumental's ducked word windows are quieter than its intro.
    expect(inWords).toBeGreaterThan(6 * intro);
  });

  it('takes a song’s voicing from beside its audio when the database lacks it, without singing again', async () => {
    const { db, config } = testContext();
    const [row] = await songs();
    if (!row) throw new Error('no songs');
    await db.query('UPDATE songs SET voice = NULL, duration_seconds = 48 WHERE slug = $1', [
      row.slug,
    ]);
    const report = await prepareDatabase(db, config);
    expect(report.mediaFilesWritten).toBe(0);
    const [after] = await songs();
    expect(after?.voice).toEqual(row.voice);
    expect(after?.duration_seconds).toBe(row.duration_seconds);
  });

  it('sings a song again when its kept voicing sang other lines', async () => {
    const { db, config } = testContext();
    const [row] = await songs();
    if (!row) throw new Error('no songs');
    const file = voiceFileOf(mediaFolders(config.mediaDir), row.audio_name);
    const kept = JSON.parse(await fs.readFile(file, 'utf8'));
    kept.lines[0].text = 'a line the catalogue no longer has';
    await fs.writeFile(file, JSON.stringify(kept));
    const report = await prepareDatabase(db, config);
    expect(report.mediaFilesWritten).toBe(3); // the audio, its instrumental and its voicing
    const voice = parseSongVoice(JSON.parse(await fs.readFile(file, 'utf8')));
    expect(voice?.lines[0]?.text).toBe(sungLinesOf(row.slug)[0]?.text);
    const [after] = await songs();
    expect(parseSongVoice(after?.voice)?.lines[0]?.text).toBe(voice?.lines[0]?.text);
    // Singing a song takes seconds alone; beside another test worker on a busy machine, more.
  }, 120_000);
});

import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaOptions } from '../config/loadApiConfig';
import type { Db } from '@btb/database';
import type { MediaFolders } from '../media/mediaFolders';
import { instrumentalNameOf } from '../media/instrumentalName';
import { exists, writeFileAtomic } from '../media/writeFileAtomic';
import { sungLinesOf } from '../seed/sungLinesBySlug';
import type { SpeechLanguage } from './espeakSpeaker';
import { podcastScript } from './podcastScript';
import { parseSongVoice, sangLines, type SongVoice } from './songVoice';
import { singingProgress, type ProgressLog } from './singingProgress';
import { startVoicePool, type VoicePool } from './voicePool';

interface SongRow {
  id: number;
  slug: string;
  language: SpeechLanguage;
  primary_language: SpeechLanguage;
  lyrics: string;
  music_style: string;
  audio_name: string;
  preview_name: string | null;
  voice: unknown;
}

interface PodcastRow {
  sound_name: string;
  slug: string;
  language: SpeechLanguage;
  primary_language: SpeechLanguage;
  sequence_id: number | null;
}

/** Where a song's voicing is kept beside its audio: the word times of exactly those files. */
export const voiceFileOf = (folders: MediaFolders, audioName: string) =>
  path.join(folders.timings, `${audioName}.json`);

async function readVoice(file: string): Promise<SongVoice | null> {
  try {
    return parseSongVoice(JSON.parse(await fs.readFile(file, 'utf8')));
  } catch {
    return null;
  }
}

async function saveVoice(db: Db, id: number, voice: SongVoice): Promise<void> {
  await db.query('UPDATE songs SET voice = $1::jsonb, duration_seconds = $2 WHERE id = $3', [
    JSON.stringify(voice),
    Math.round(voice.seconds),
    id,
  ]);
}

/**
 * Sings every song whose audio, preview or voicing is missing (or sang other lines), and speaks
 * every missing podcast, in worker threads on every core; keeps each song's voicing in the
 * database too (its lyrics' word times, its length). Returns how many files it wrote.
 */
export async function voiceCatalogue(
  db: Db,
  folders: MediaFolders,
  options: MediaOptions,
  log?: ProgressLog,
): Promise<number> {
  let pool: VoicePool | undefined;
  const voicePool = () => (pool ??= startVoicePool());
  let written = 0;
  const write = async (file: string, data: Uint8Array) => {
    await writeFileAtomic(file, Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    written++;
  };
  try {
    const songs = await db.query<SongRow>(
      `SELECT id, slug, language, primary_language, lyrics, music_style, audio_name, preview_name, voice
       FROM songs ORDER BY id`,
    );
    const songWork: (() => Promise<void>)[] = [];
    for (const song of songs) {
      const lines = sungLinesOf(song.slug).map((line) => line.text);
      const full = path.join(folders.audio, song.audio_name);
      const preview = song.preview_name ? path.join(folders.audio, song.preview_name) : null;
      const voiceFile = voiceFileOf(folders, song.audio_name);
      const files = [full, preview].filter((file): file is string => file !== null);
      const withInstrumentals = [...files, ...files.map(instrumentalNameOf)];
      const there = await Promise.all(withInstrumentals.map(exists));
      const audioThere = there.every(Boolean);
      const kept = audioThere ? await readVoice(voiceFile) : null;
      if (kept && (!lines.length || sangLines(kept, lines))) {
        const stored = parseSongVoice(song.voice);
        if (!stored || stored.seconds !== kept.seconds || !sangLines(stored, lines))
          await saveVoice(db, song.id, kept);
        continue;
      }
      songWork.push(() =>
        voicePool()
          .render({
            kind: 'song',
            slug: song.slug,
            language: song.language,
            translationLanguage: song.primary_language,
            lyrics: song.lyrics,
            lines,
            style: song.music_style,
            sampleRate: options.sampleRate,
            previewSeconds: preview ? options.previewSeconds : null,
          })
          .then(async (rendered) => {
            // The voicing last: a voicing on disk means its audio is complete.
            await write(full, rendered.audio);
            await write(instrumentalNameOf(full), rendered.instrumental);
            if (preview && rendered.preview) await write(preview, rendered.preview);
            if (preview && rendered.instrumentalPreview)
              await write(instrumentalNameOf(preview), rendered.instrumentalPreview);
            await write(voiceFile, Buffer.from(JSON.stringify(rendered.voice)));
            await saveVoice(db, song.id, rendered.voice);
          }),
      );
    }
    const podcasts = await podcastWork(db, folders, options, voicePool, write);
    const progress = singingProgress(log, songWork.length, podcasts.length);
    await Promise.all([
      ...songWork.map((sing) => sing().then(progress.songDone)),
      ...podcasts.map((speak) => speak()),
    ]);
    progress.finished();
  } finally {
    await pool?.close();
  }
  return written;
}

async function podcastWork(
  db: Db,
  folders: MediaFolders,
  options: MediaOptions,
  voicePool: () => VoicePool,
  write: (file: string, data: Uint8Array) => Promise<void>,
): Promise<(() => Promise<void>)[]> {
  const podcasts = await db.query<PodcastRow>(
    `SELECT p.sound_name, s.slug, s.language, s.primary_language, s.sequence_id
     FROM podcasts p JOIN songs s ON s.id = p.song_id ORDER BY p.song_id`,
  );
  const work: (() => Promise<void>)[] = [];
  for (const podcast of podcasts) {
    const file = path.join(folders.podcasts, podcast.sound_name);
    if (await exists(file)) continue;
    const words = await db.query<{ word: string; meaning: string }>(
      'SELECT question AS word, answer AS meaning FROM vocabulary WHERE sequence_id = $1 ORDER BY position',
      [podcast.sequence_id],
    );
    const segments = podcastScript(
      words,
      sungLinesOf(podcast.slug).map((line) => line.text),
      podcast.language,
      podcast.primary_language,
    );
    work.push(() =>
      voicePool()
        .render({
          kind: 'podcast',
          seed: podcast.sound_name,
          segments,
          sampleRate: options.sampleRate,
        })
        .then((rendered) => write(file, rendered.audio)),
    );
  }
  return work;
}

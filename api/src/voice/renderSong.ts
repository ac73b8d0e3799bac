import { integratedLoudness } from '../loudness/integratedLoudness';
import { masterToLoudness } from '../loudness/masterToLoudness';
import { previewOf } from '../media/podcastBed';
import { arrangeBacking } from '../music/arrangeBacking';
import { encodeMp3, mp3DelaySamples, mp3SafeCeilingDbtp } from './encodeMp3';
import type { Speaker, SpeechLanguage } from './espeakSpeaker';
import { mixSong } from './mixSong';
import { resample } from './resample';
import { backingBars } from './sing/backingBars';
import type { SungNote } from './sing/singLines';
import { singVocal, vocalJobOf } from './sing/singVocal';
import { voiceVersion, type SongVoice } from './songVoice';

export interface SongJob {
  kind: 'song';
  slug: string;
  language: SpeechLanguage;
  /** The learners' own language: quoted translations in the lines are sung in it. */
  translationLanguage: SpeechLanguage;
  /** The lyrics text with its `[Section]` headers (the song's form). */
  lyrics: string;
  /** The sung lines in order. */
  lines: string[];
  /** The song's musicStylePrompt: genre, tempo, instruments, voice. */
  style: string;
  sampleRate: number;
  /** Seconds of the preview rendition, or null when the song has none. */
  previewSeconds: number | null;
}

export interface RenderedSong {
  audio: Uint8Array;
  preview: Uint8Array | null;
  /** The backing without the voice (sing along), as long as the song, and its preview. */
  instrumental: Uint8Array;
  instrumentalPreview: Uint8Array | null;
  voice: SongVoice;
}

/** Streaming loudness (-14 LUFS), the peaks low enough that the MP3 stays under -1 dBTP. */
export const songLoudness = { targetLufs: -14, ceilingDbtp: mp3SafeCeilingDbtp } as const;

const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * The song `slug` sung: a melody composed for its lyrics and sung on its notes by a flat-pitched
 * eSpeak voice moved note by note (sing/), an arrangement in its style's genre, tempo and
 * instruments (music/), the backing ducked under the voice, the whole at streaming loudness
 * (loudness/), as MP3; beside it the backing alone at the same level, for singing along. Word
 * times are where the syllables were laid, shifted by the MP3 encoder's delay.
 */
export async function renderSong(job: SongJob, speaker: Speaker): Promise<RenderedSong> {
  const { song, instrumental, voice } = await mixSongOf(job, speaker);
  const rate = job.sampleRate;
  const previewSeconds = job.previewSeconds;
  const previewOfMix = async (samples: Float32Array) =>
    previewSeconds === null ? null : encodeMp3(previewOf(samples, previewSeconds, rate), rate);
  return {
    audio: await encodeMp3(song, rate),
    preview: await previewOfMix(song),
    instrumental: await encodeMp3(instrumental, rate),
    instrumentalPreview: await previewOfMix(instrumental),
    voice,
  };
}

/** A song before encoding: the mastered mix, the backing alone, the voice alone, the notes sung. */
export interface SongMix {
  song: Float32Array;
  instrumental: Float32Array;
  vocal: Float32Array;
  notes: SungNote[];
  voice: SongVoice;
}

/** The song sung, arranged, mixed and mastered, at the job's sample rate (see `renderSong`). */
export async function mixSongOf(job: SongJob, speaker: Speaker): Promise<SongMix> {
  const rate = job.sampleRate;
  const sung = singVocal(vocalJobOf(job), speaker);
  const backing = await arrangeBacking(
    { seed: job.slug, style: job.style, bars: backingBars(sung.plan) },
    rate,
  );
  const vocal = resample(sung.vocal, sung.rate, rate);
  const mix = mixSong(backing, vocal, sung.lines, rate);
  const song = masterToLoudness(mix, rate, songLoudness);
  // The backing alone at the level it has in the song: switching to it changes no loudness but the voice's.
  const backingLevel = integratedLoudness(backing, rate) - integratedLoudness(mix, rate);
  const instrumental = masterToLoudness(backing, rate, {
    targetLufs: songLoudness.targetLufs + Math.min(0, backingLevel),
    ceilingDbtp: songLoudness.ceilingDbtp,
  });
  const seconds = ms(song.length / rate);
  const shift = mp3DelaySamples / rate;
  const lines = sung.lines.map((line) => ({
    text: line.text,
    start: ms(line.start + shift),
    end: ms(line.end + shift),
    words: line.words.map((word) => ({
      text: word.text,
      start: ms(word.start + shift),
      end: ms(word.end + shift),
    })),
  }));
  return {
    song,
    instrumental,
    vocal,
    notes: sung.notes,
    voice: { version: voiceVersion, seconds, lines },
  };
}

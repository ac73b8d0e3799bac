import type { GenreName } from '../../music/musicGenres';
import { parseMusicStyle } from '../../music/parseMusicStyle';
import type { Speaker, SpeechLanguage, VoiceGender } from '../espeakSpeaker';
import { speechSampleRate } from '../espeakSpeaker';
import { prepareLine } from './prepareLine';
import type { VoiceRange } from './phraseMelody';
import { singLines, type SungLines } from './singLines';
import { songForm } from './songForm';
import { songPlan, type SongPlan } from './songPlan';

/** What a song's voice needs: its words, its form, its language, its style's genre and tempo. */
export interface VocalJob {
  slug: string;
  lyrics: string;
  lines: string[];
  language: SpeechLanguage;
  /** The language quoted translations in the lines are sung in (the learners' own). */
  translationLanguage: SpeechLanguage;
  genre: GenreName;
  bpm: number;
  gender: VoiceGender;
}

/** A song's words as the catalogue writes them, with its style prompt. */
export type SongWords = Omit<VocalJob, 'genre' | 'bpm' | 'gender'> & { style: string };

/** The voice job of a song: its style prompt read for genre, tempo and voice (female unless said). */
export function vocalJobOf(song: SongWords): VocalJob {
  const style = parseMusicStyle(song.style);
  return {
    slug: song.slug,
    lyrics: song.lyrics,
    lines: song.lines,
    language: song.language,
    translationLanguage: song.translationLanguage,
    genre: style.genre,
    bpm: style.bpm,
    gender: style.voice ?? 'female',
  };
}

/** Where each voice sings (about C4–C5 for a female voice, an octave lower for a male one). */
export const voiceRanges: Record<VoiceGender, VoiceRange> = {
  female: { low: 60, high: 74 },
  male: { low: 48, high: 62 },
};
/** The flat pitch each voice is spoken at: the middle of its range, so no note moves far. */
const flatHz: Record<VoiceGender, number> = { female: 370, male: 185 };

export interface SungVocal extends SungLines {
  plan: SongPlan;
  /** The vocal's sample rate (the synthesizer's). */
  rate: number;
}

/** The song's voice alone: each line spoken flat, a melody composed for it, sung on those notes. */
export function singVocal(job: VocalJob, speaker: Speaker): SungVocal {
  const form = songForm(job.lyrics, job.lines);
  const prepared = job.lines.map((line) =>
    prepareLine(
      speaker,
      line,
      job.language,
      job.translationLanguage,
      job.gender,
      flatHz[job.gender],
    ),
  );
  const plan = songPlan(
    job.slug,
    job.genre,
    job.bpm,
    form,
    prepared.map((line) => line.syllables),
    voiceRanges[job.gender],
  );
  const rate = speechSampleRate;
  return { ...singLines(prepared, plan.notes, plan.seconds, rate), plan, rate };
}

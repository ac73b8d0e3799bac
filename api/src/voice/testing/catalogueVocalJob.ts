import { parseMusicStyle } from '../../music/parseMusicStyle';
import type { SongRecord } from '../../seed/catalogueRecords';
import type { SpeechLanguage } from '../espeakSpeaker';
import type { VocalJob } from '../sing/singVocal';

/** What singing a catalogue song's voice takes: its lyrics and lines, its style's genre, tempo and voice. */
export function catalogueVocalJob(song: SongRecord): VocalJob {
  const style = parseMusicStyle(song.music_style);
  return {
    slug: song.slug,
    lyrics: song.lyrics,
    lines: song.sung_lines.map((line) => line.text),
    language: song.language as SpeechLanguage,
    translationLanguage: song.primary_language as SpeechLanguage,
    genre: style.genre,
    bpm: style.bpm,
    gender: style.voice ?? 'female',
  };
}

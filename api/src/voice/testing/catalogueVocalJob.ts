import type { SongRecord } from '../../seed/catalogueRecords';
import type { SpeechLanguage } from '../espeakSpeaker';
import { vocalJobOf, type VocalJob } from '../sing/singVocal';

/** The voice job of a song of the seed catalogue, as the seed's singing makes it. */
export function catalogueVocalJob(song: SongRecord): VocalJob {
  return vocalJobOf({
    slug: song.slug,
    lyrics: song.lyrics,
    lines: song.sung_lines.map((line) => line.text),
    language: song.language as SpeechLanguage,
    translationLanguage: song.primary_language as SpeechLanguage,
    style: song.music_style,
  });
}

import type { LyricLine } from '@btb/shared-contract';

/** Bump when the voicing changes, so songs voiced the old way are sung again. */
export const voiceVersion = 3;

/** A sung line as the voice sang it: when, and each word's time. */
export type VoicedLine = Omit<LyricLine, 'translation'>;

/** What a song's voicing leaves beside its audio: its length and the timed lines. */
export interface SongVoice {
  version: number;
  seconds: number;
  lines: VoicedLine[];
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const isWord = (value: unknown): boolean => {
  const word = value as VoicedLine['words'][number] | null;
  return !!word && typeof word.text === 'string' && isNumber(word.start) && isNumber(word.end);
};

/** A stored voicing read back (from a file or the database), or null when it is not one of ours. */
export function parseSongVoice(value: unknown): SongVoice | null {
  const voice = value as SongVoice | null;
  if (!voice || voice.version !== voiceVersion || !isNumber(voice.seconds)) return null;
  if (!Array.isArray(voice.lines)) return null;
  const linesOk = voice.lines.every(
    (line) =>
      typeof line?.text === 'string' &&
      isNumber(line.start) &&
      isNumber(line.end) &&
      Array.isArray(line.words) &&
      line.words.every(isWord),
  );
  return linesOk ? voice : null;
}

/** Whether `voice` sang exactly these lines. */
export const sangLines = (voice: SongVoice, lines: readonly string[]) =>
  voice.lines.length === lines.length && voice.lines.every((line, i) => line.text === lines[i]);

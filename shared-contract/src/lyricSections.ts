/** What a `[Section]` header of a song's lyrics names, whatever language it is written in. */
export type LyricSectionKind = 'verse' | 'chorus' | 'bridge' | 'intro' | 'outro';

export interface LyricSection {
  kind: LyricSectionKind;
  /** "Verse 2" → 2; none when the header has no number. */
  number?: number;
}

const sectionWords: readonly { kind: LyricSectionKind; words: RegExp }[] = [
  { kind: 'chorus', words: /chorus|refrain|estribillo|coro|hook/iu },
  { kind: 'bridge', words: /bridge|brücke|puente/iu },
  { kind: 'intro', words: /intro/iu },
  { kind: 'outro', words: /outro/iu },
  { kind: 'verse', words: /verse?|strophe|estrofa/iu },
];

const headerPattern = /^\s*\[([^\]]+)\]\s*$/u;

/**
 * The section a lyrics line names ("[Strophe 2]", "[Chorus]", "[Estribillo]"), or null for a line
 * that is no header or names none of these: the song's form is read from it on the server, and a
 * page names the section in its own language.
 */
export function lyricSectionOf(line: string): LyricSection | null {
  const name = headerPattern.exec(line)?.[1];
  if (!name) return null;
  const kind = sectionWords.find(({ words }) => words.test(name))?.kind;
  if (!kind) return null;
  const number = /\d+/.exec(name)?.[0];
  return number ? { kind, number: Number(number) } : { kind };
}

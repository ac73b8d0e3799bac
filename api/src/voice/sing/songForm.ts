import { lyricSectionOf } from '@btb/shared-contract';

/** What a section of a song is, for its melody and its arrangement. */
export type SectionKind = 'verse' | 'chorus';

/** A sung line with the section it is sung in. */
export interface FormLine {
  text: string;
  kind: SectionKind;
  /** Which section of the song (0, 1, …) and the line's place in it. */
  section: number;
  indexInSection: number;
}

const header = /^\s*\[(.+)\]\s*$/u;

/**
 * The song's form from its lyrics text (`[Section]` headers over the sung lines): each sung line
 * in order with its section. A header naming a chorus (Chorus, Refrain, Estribillo) makes one;
 * lines before any header, or lyrics that do not hold the lines, are one verse.
 */
export function songForm(lyrics: string, lines: readonly string[]): FormLine[] {
  const sections: { kind: SectionKind; lines: string[] }[] = [];
  for (const raw of lyrics.split('\n')) {
    const named = header.exec(raw);
    if (named) {
      sections.push({
        kind: lyricSectionOf(raw)?.kind === 'chorus' ? 'chorus' : 'verse',
        lines: [],
      });
      continue;
    }
    if (!raw.trim()) continue;
    if (!sections.length) sections.push({ kind: 'verse', lines: [] });
    sections[sections.length - 1]?.lines.push(raw.trim());
  }
  const fromLyrics = sections.flatMap((section, index) =>
    section.lines.map((text, indexInSection) => ({
      text,
      kind: section.kind,
      section: index,
      indexInSection,
    })),
  );
  const matches =
    fromLyrics.length === lines.length && fromLyrics.every((line, i) => line.text === lines[i]);
  if (matches) return fromLyrics;
  return lines.map((text, indexInSection) => ({ text, kind: 'verse', section: 0, indexInSection }));
}

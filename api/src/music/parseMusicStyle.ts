import type { BackingInstruments, InstrumentRole } from './backingInstruments';
import { genreSounds } from './genreSounds';
import { defaultBpmOf, defaultGenre, genreNames, type GenreName } from './musicGenres';
import { drumKitWords, instrumentWords, percussionWords } from './styleWords';

/** What the backing track takes from a song's style prompt. */
export interface MusicStyle {
  genre: GenreName;
  bpm: number;
  instruments: BackingInstruments;
  voice: 'female' | 'male' | null;
}

const genreAliases: readonly { words: RegExp; genre: GenreName }[] = [
  ...genreNames.map((genre) => ({ words: new RegExp(`^${escape(genre.toLowerCase())}$`), genre })),
  { words: /hip[- ]?hop|\brap\b|boom[- ]bap/, genre: 'Hip-Hop' },
  { words: /r ?(?:&|and|n) ?b|\bsoul\b/, genre: 'R&B' },
  { words: /\bswing\b|\bjazz\w*/, genre: 'Jazz' },
  { words: /\bsalsa\b|\blatin\w*|cumbia|bossa/, genre: 'Latin' },
  { words: /\belectro\w*|\bedm\b|\bhouse\b|\btechno\b|\bdance\b/, genre: 'Electronic' },
  { words: /\breggae\b|\bdub\b|\bska\b/, genre: 'Reggae' },
  { words: /\bschlager\b|\bvolksmusik\b|\bpolka\b/, genre: 'Schlager' },
  { words: /\bfolk\b|\bcountry\b|\bsinger-songwriter\b/, genre: 'Folk' },
  { words: /\brock\b|\bpunk\b|\bgrunge\b/, genre: 'Rock' },
  { words: /\bpop\b/, genre: 'Pop' },
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The first clause names the genre ("Schlager, 121 BPM, …"); otherwise any genre word will do. */
function genreOf(text: string): GenreName {
  const first = text.split(/[,;]/)[0]?.trim() ?? '';
  const exact = genreAliases.find(({ words }) => words.test(first));
  if (exact) return exact.genre;
  return genreAliases.find(({ words }) => words.test(text))?.genre ?? defaultGenre;
}

function bpmOf(text: string, genre: GenreName): number {
  const match = /(\d{2,3}(?:\.\d+)?)\s*(?:bpm|beats per minute)/.exec(text);
  const bpm = match ? Number(match[1]) : NaN;
  return Number.isFinite(bpm) && bpm >= 40 && bpm <= 220 ? bpm : defaultBpmOf(genre);
}

function voiceOf(text: string): MusicStyle['voice'] {
  if (/\b(?:female|woman|women|girl)\b/.test(text)) return 'female';
  if (/\b(?:male|man|men|boy)\b/.test(text)) return 'male';
  return null;
}

/** Named instruments fill their roles; the genre's own band plays everything else. */
function instrumentsOf(text: string, genre: GenreName): BackingInstruments {
  const named: Partial<Record<InstrumentRole, number>> = {};
  let rest = text;
  for (const { words, roles, program } of instrumentWords) {
    const global = new RegExp(words.source, 'g');
    for (const _ of rest.match(global) ?? []) {
      const role = roles.find((r) => named[r] === undefined);
      if (role) named[role] = program;
    }
    rest = rest.replace(global, ' ');
  }
  const base = genreSounds[genre];
  const percussion = new Set(base.percussion);
  for (const { words, percussion: layer } of percussionWords)
    if (words.test(text)) percussion.add(layer);
  return {
    comp: named.comp ?? base.comp,
    pad: named.pad ?? base.pad,
    bass: named.bass ?? base.bass,
    accent: named.accent ?? base.accent,
    drumKit: drumKitWords.find(({ words }) => words.test(text))?.kit ?? base.drumKit,
    percussion: [...percussion],
  };
}

/**
 * Reads a song's style prompt ("Schlager, 121 BPM, cheerful accordion and synth strings, …;
 * lyrics sung slowly…"): genre, tempo, instruments and voice. Never throws: odd text gives the
 * default genre's band at its usual tempo.
 */
export function parseMusicStyle(style: string): MusicStyle {
  const text = (typeof style === 'string' ? style : '').toLowerCase();
  // After the first ';' comes advice to the singer, not to the band.
  const music = text.split(';')[0] ?? '';
  const genre = genreOf(music);
  return {
    genre,
    bpm: bpmOf(music, genre),
    instruments: instrumentsOf(music, genre),
    voice: voiceOf(text),
  };
}

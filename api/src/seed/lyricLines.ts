import type { Topic } from './topics/Topic';
import type { CatalogueLanguage } from './subjectDefinitions';
import { wordIn } from './lessonTexts';

/** One sung line and its translation into the learner's language; no times yet. */
export interface SungLine {
  text: string;
  translation: string;
}

/** A lyrics line: a section header, an empty line, or a sung line (its index into the phrases). */
type Part = { header: 'verse1' | 'chorus' | 'verse2' } | { blank: true } | { sung: Phrase };
type Phrase =
  'v1a' | 'v1b' | 'v1c' | 'v1d' | 'c1' | 'c2' | 'c3' | 'c4' | { pair: number } | 'v2end';

/** The song's shape: verse, chorus, a verse that names every word pair, chorus. */
function songShape(pairCount: number): Part[] {
  const chorusStart: Part[] = [{ sung: 'c1' }, { sung: 'c2' }];
  return [
    { header: 'verse1' },
    { sung: 'v1a' },
    { sung: 'v1b' },
    { sung: 'v1c' },
    { sung: 'v1d' },
    { blank: true },
    { header: 'chorus' },
    ...chorusStart,
    { sung: 'c3' },
    { sung: 'c4' },
    { blank: true },
    { header: 'verse2' },
    ...Array.from({ length: pairCount }, (_, pair): Part => ({ sung: { pair } })),
    { sung: 'v2end' },
    { blank: true },
    { header: 'chorus' },
    ...chorusStart,
  ];
}

interface Words {
  name: string;
  /** The i-th lesson word as sung. */
  word: (i: number) => string;
  /** The i-th pair: the word sung and its meaning in the learner's language. */
  pair: (i: number) => readonly [string, string];
}

type Language = 'de' | 'en' | 'es';
const headers: Record<Language, Record<'verse1' | 'chorus' | 'verse2', string>> = {
  de: { verse1: '[Strophe 1]', chorus: '[Refrain]', verse2: '[Strophe 2]' },
  en: { verse1: '[Verse 1]', chorus: '[Chorus]', verse2: '[Verse 2]' },
  es: { verse1: '[Estrofa 1]', chorus: '[Estribillo]', verse2: '[Estrofa 2]' },
};

/** The lines as sung in `language`. */
function sung(language: Language, phrase: Phrase, w: Words): string {
  if (typeof phrase === 'object') {
    const [learned, own] = w.pair(phrase.pair);
    if (language === 'de') return `${learned} – das heißt „${own}“,`;
    if (language === 'en') return `${learned} – that is "${own}",`;
    return `${learned} – significa «${own}»,`;
  }
  const { name, word } = w;
  const lines: Record<Language, Record<Exclude<Phrase, object>, string>> = {
    de: {
      v1a: `Heute singen wir von ${name}, hör gut zu,`,
      v1b: `${word(0)} und ${word(1)} – das schaffst du!`,
      v1c: `${word(2)}, ${word(3)}, sag es laut mit mir,`,
      v1d: 'jedes Wort ein Schritt, und wir bleiben hier.',
      c1: `${name}, ${name}, Wort für Wort,`,
      c2: `${word(4)}, ${word(5)} – wir tanzen fort!`,
      c3: `${word(6)}, ${word(7)}, noch einmal im Chor,`,
      c4: 'vom Beat zum Durchbruch, komm, sing es vor!',
      v2end: 'und jetzt alle zusammen!',
    },
    en: {
      v1a: `Today we sing of ${name.toLowerCase()}, listen close,`,
      v1b: `${word(0)} and ${word(1)} – that's how it goes!`,
      v1c: `${word(2)}, ${word(3)}, say it loud with me,`,
      v1d: 'every word a step, and we feel free.',
      c1: `${name}, ${name}, word by word,`,
      c2: `${word(4)}, ${word(5)} – let them be heard!`,
      c3: `${word(6)}, ${word(7)}, one more time,`,
      c4: 'from beat to breakthrough, line by line!',
      v2end: 'now everybody sing!',
    },
    es: {
      v1a: `Hoy cantamos sobre ${name.toLowerCase()}, escucha bien,`,
      v1b: `${word(0)} y ${word(1)} – ¡tú puedes también!`,
      v1c: `${word(2)}, ${word(3)}, dilo fuerte conmigo,`,
      v1d: 'cada palabra un paso, y seguimos contigo.',
      c1: `${name}, ${name}, palabra a palabra,`,
      c2: `${word(4)}, ${word(5)} – ¡seguimos bailando!`,
      c3: `${word(6)}, ${word(7)}, una vez más en coro,`,
      c4: '¡del ritmo al avance, canta con nosotros!',
      v2end: '¡y ahora todos juntos!',
    },
  };
  return lines[language][phrase];
}

/** A pair line in the learner's language: "„Hund“ means "dog"". */
function pairTranslation(language: Language, learned: string, own: string): string {
  if (language === 'de') return `„${learned}“ heißt „${own}“,`;
  if (language === 'en') return `"${learned}" means "${own}",`;
  return `«${learned}» significa «${own}»,`;
}

function wordsIn(topic: Topic, sungIn: CatalogueLanguage, meaningIn: CatalogueLanguage): Words {
  const pairs = topic.words.map((w) => [wordIn(w, sungIn), wordIn(w, meaningIn)] as const);
  const pair = (i: number) => pairs[i % pairs.length] as readonly [string, string];
  return { name: topic.name[sungIn], word: (i) => pair(i)[0], pair };
}

/** The lyrics as text: headers, sung lines and blank lines (the song page's Lyrics section). */
export function lyricsText(topic: Topic, target: CatalogueLanguage, primary: CatalogueLanguage) {
  const words = wordsIn(topic, target, primary);
  return songShape(topic.words.length)
    .map((part) =>
      'header' in part
        ? headers[target][part.header]
        : 'blank' in part
          ? ''
          : sung(target, part.sung, words),
    )
    .join('\n');
}

/** Every sung line in order with its translation into the learner's language. */
export function sungLines(
  topic: Topic,
  target: CatalogueLanguage,
  primary: CatalogueLanguage,
): SungLine[] {
  const words = wordsIn(topic, target, primary);
  const meaning = wordsIn(topic, primary, primary);
  const lines: SungLine[] = [];
  for (const part of songShape(topic.words.length)) {
    if (!('sung' in part)) continue;
    const { sung: phrase } = part;
    const text = sung(target, phrase, words);
    if (typeof phrase === 'object') {
      const [learned, own] = words.pair(phrase.pair);
      lines.push({ text, translation: pairTranslation(primary, learned, own) });
    } else {
      lines.push({ text, translation: sung(primary, phrase, meaning) });
    }
  }
  return lines;
}

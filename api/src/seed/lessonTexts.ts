import type { Topic, Word } from './topics/Topic';
import { languageNameIn, type CatalogueLanguage } from './subjectDefinitions';

const index: Record<CatalogueLanguage, 0 | 1 | 2> = { de: 0, en: 1, es: 2 };

export function wordIn(word: Word, language: CatalogueLanguage): string {
  return word[index[language]];
}

/** "Begrüßungen (Greetings)": the topic in the language learned, then in the learner's own. */
export function sequenceName(topic: Topic, target: CatalogueLanguage, primary: CatalogueLanguage) {
  const learned = topic.name[target];
  const own = topic.name[primary];
  return learned === own ? learned : `${learned} (${own})`;
}

/** What you'll learn, written in the learner's language. */
export function learningContent(
  topic: Topic,
  target: CatalogueLanguage,
  primary: CatalogueLanguage,
): string {
  const list = topic.words.map((w) => `${wordIn(w, target)} (${wordIn(w, primary)})`).join(', ');
  const language = languageNameIn[primary][target];
  const count = topic.words.length;
  switch (primary) {
    case 'de':
      return `In dieser Lektion lernst du ${count} Wörter zum Thema „${topic.name.de}“ auf ${language}: ${list}. Hör dir den Song an, sing mit und teste dich danach mit dem Karteikarten-Quiz.`;
    case 'es':
      return `En esta lección aprendes ${count} palabras sobre «${topic.name.es}» en ${language}: ${list}. Escucha la canción, canta con ella y luego ponte a prueba con las tarjetas.`;
    default:
      return `In this lesson you learn ${count} ${language} words about "${topic.name.en}": ${list}. Listen to the song, sing along, then test yourself with the flashcard quiz.`;
  }
}

/** Short card text: the topic in the learner's language and the first words taught. */
export function songDescription(
  topic: Topic,
  target: CatalogueLanguage,
  primary: CatalogueLanguage,
) {
  const first = topic.words.slice(0, 4).map((w) => wordIn(w, target));
  return `${topic.name[primary]} – ${first.join(', ')} …`;
}

function pairs(topic: Topic, target: CatalogueLanguage, primary: CatalogueLanguage) {
  return topic.words.map((w) => [wordIn(w, target), wordIn(w, primary)] as const);
}

/** Lyrics sung in the target language; every word of the lesson appears at least once. */
export function lyrics(topic: Topic, target: CatalogueLanguage, primary: CatalogueLanguage) {
  const p = pairs(topic, target, primary);
  const at = (i: number) => p[i % p.length] as readonly [string, string];
  const name = topic.name[target];
  if (target === 'de') {
    return [
      '[Strophe 1]',
      `Heute singen wir von ${name}, hör gut zu,`,
      `${at(0)[0]} und ${at(1)[0]} – das schaffst du!`,
      `${at(2)[0]}, ${at(3)[0]}, sag es laut mit mir,`,
      `jedes Wort ein Schritt, und wir bleiben hier.`,
      '',
      '[Refrain]',
      `${name}, ${name}, Wort für Wort,`,
      `${at(4)[0]}, ${at(5)[0]} – wir tanzen fort!`,
      `${at(6)[0]}, ${at(7)[0]}, noch einmal im Chor,`,
      `vom Beat zum Durchbruch, komm, sing es vor!`,
      '',
      '[Strophe 2]',
      ...p.map(([learned, own]) => `${learned} – das heißt „${own}“,`),
      'und jetzt alle zusammen!',
      '',
      '[Refrain]',
      `${name}, ${name}, Wort für Wort,`,
      `${at(4)[0]}, ${at(5)[0]} – wir tanzen fort!`,
    ].join('\n');
  }
  return [
    '[Verse 1]',
    `Today we sing of ${name.toLowerCase()}, listen close,`,
    `${at(0)[0]} and ${at(1)[0]} – that's how it goes!`,
    `${at(2)[0]}, ${at(3)[0]}, say it loud with me,`,
    'every word a step, and we feel free.',
    '',
    '[Chorus]',
    `${name}, ${name}, word by word,`,
    `${at(4)[0]}, ${at(5)[0]} – let them be heard!`,
    `${at(6)[0]}, ${at(7)[0]}, one more time,`,
    'from beat to breakthrough, line by line!',
    '',
    '[Verse 2]',
    ...p.map(([learned, own]) => `${learned} – that is "${own}",`),
    'now everybody sing!',
    '',
    '[Chorus]',
    `${name}, ${name}, word by word,`,
    `${at(4)[0]}, ${at(5)[0]} – let them be heard!`,
  ].join('\n');
}

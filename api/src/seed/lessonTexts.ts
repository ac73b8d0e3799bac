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

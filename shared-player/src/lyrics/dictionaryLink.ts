/** An outside dictionary for a word: where it is looked up, and the site's name. */
export interface DictionaryLink {
  url: string;
  site: string;
}

type Lookup = (word: string) => DictionaryLink;

const dictCc: Lookup = (word) => ({
  url: `https://www.dict.cc/?s=${encodeURIComponent(word)}`,
  site: 'dict.cc',
});
const wordReference =
  (pair: string): Lookup =>
  (word) => ({
    url: `https://www.wordreference.com/${pair}/${encodeURIComponent(word)}`,
    site: 'WordReference',
  });
const wiktionary =
  (language: string): Lookup =>
  (word) => ({
    url: `https://${language}.wiktionary.org/wiki/${encodeURIComponent(word)}`,
    site: 'Wiktionary',
  });

/** Bilingual dictionaries by song language and the learner's (UI) language. */
const byPair: Readonly<Record<string, Lookup>> = {
  'de-en': dictCc,
  'en-de': dictCc,
  'es-en': wordReference('esen'),
  'en-es': wordReference('enes'),
  'de-es': wordReference('dees'),
  'es-de': wordReference('esde'),
};

const languageOf = (code: string) => code.trim().slice(0, 2).toLowerCase();

/**
 * Where to look up a word that is not one of the lesson's: a bilingual dictionary for the song's
 * language and the learner's, else the Wiktionary in the learner's language (it explains words of
 * every language).
 */
export function dictionaryLink(
  word: string,
  songLanguage: string,
  uiLanguage: string,
): DictionaryLink {
  const from = languageOf(songLanguage);
  const ui = languageOf(uiLanguage);
  const to = ui === 'de' || ui === 'es' ? ui : 'en';
  return (byPair[`${from}-${to}`] ?? wiktionary(to))(word);
}

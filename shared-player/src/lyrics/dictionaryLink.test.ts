import { dictionaryLink } from './dictionaryLink';

describe('dictionaryLink', () => {
  it('looks German up in English and English in German on dict.cc', () => {
    expect(dictionaryLink('Handy', 'de', 'en')).toEqual({
      url: 'https://www.dict.cc/?s=Handy',
      site: 'dict.cc',
    });
    expect(dictionaryLink('phone', 'EN', 'de').url).toBe('https://www.dict.cc/?s=phone');
  });

  it('looks Spanish up in English on WordReference', () => {
    expect(dictionaryLink('canción', 'es', 'en').url).toBe(
      'https://www.wordreference.com/esen/canci%C3%B3n',
    );
  });

  it('looks German up in Spanish (and back) on WordReference for a Spanish-speaking learner', () => {
    expect(dictionaryLink('Straße', 'de', 'es').url).toBe(
      'https://www.wordreference.com/dees/Stra%C3%9Fe',
    );
    expect(dictionaryLink('calle', 'es', 'de').url).toBe(
      'https://www.wordreference.com/esde/calle',
    );
  });

  it('falls back to the Wiktionary in the learner’s language', () => {
    expect(dictionaryLink('canción', 'es', 'es')).toEqual({
      url: 'https://es.wiktionary.org/wiki/canci%C3%B3n',
      site: 'Wiktionary',
    });
    expect(dictionaryLink('Straße', 'de', 'de').url).toBe(
      'https://de.wiktionary.org/wiki/Stra%C3%9Fe',
    );
    expect(dictionaryLink('word', 'en', 'en').url).toBe('https://en.wiktionary.org/wiki/word');
  });

  it('keeps a word with signs of a URL inside the search', () => {
    expect(dictionaryLink('a&b?c', 'de', 'en').url).toBe('https://www.dict.cc/?s=a%26b%3Fc');
  });
});

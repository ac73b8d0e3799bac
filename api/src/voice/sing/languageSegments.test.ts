import { languageSegments } from './languageSegments';

describe('languageSegments', () => {
  it('sings a quoted translation in its own language', () => {
    expect(languageSegments('Computer – das heißt „el ordenador“,', 'de', 'es')).toEqual([
      { text: 'Computer – das heißt ', offset: 0, language: 'de' },
      { text: 'el ordenador', offset: 22, language: 'es' },
    ]);
    expect(languageSegments('dog – that is "Hund",', 'en', 'de')).toEqual([
      { text: 'dog – that is ', offset: 0, language: 'en' },
      { text: 'Hund', offset: 15, language: 'de' },
    ]);
    expect(languageSegments('perro – significa «dog»,', 'es', 'en')[1]).toEqual({
      text: 'dog',
      offset: 19,
      language: 'en',
    });
  });

  it('keeps a line without quotes whole', () => {
    expect(languageSegments('Heute singen wir, hör gut zu,', 'de', 'en')).toEqual([
      { text: 'Heute singen wir, hör gut zu,', offset: 0, language: 'de' },
    ]);
  });
});

import { detectLanguage, languageFromUrl, urlInLanguage } from './detectLanguage';

describe('detectLanguage', () => {
  it('uses a stored choice only when it is exactly en or de', () => {
    expect(detectLanguage('de', ['en-US'])).toBe('de');
    expect(detectLanguage('en', ['de-DE'])).toBe('en');
    expect(detectLanguage('DE', ['en-US'])).toBe('en');
    expect(detectLanguage('"de"', ['fr'])).toBe('en');
    expect(detectLanguage(null, ['fr'])).toBe('en');
  });

  it('falls back to the first supported browser language, then English', () => {
    expect(detectLanguage(null, ['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(detectLanguage('xx', ['es-MX', 'it'])).toBe('es');
    expect(detectLanguage('xx', ['fr', 'it'])).toBe('en');
    expect(detectLanguage(undefined, [])).toBe('en');
  });
});

describe('languageFromUrl', () => {
  it('takes exactly en or de from ?lang', () => {
    expect(languageFromUrl('?lang=de')).toBe('de');
    expect(languageFromUrl('?q=haus&lang=en')).toBe('en');
  });

  it('ignores any other value', () => {
    expect(languageFromUrl('?lang=DE')).toBeNull();
    expect(languageFromUrl('?lang=fr')).toBeNull();
    expect(languageFromUrl('?lang=')).toBeNull();
    expect(languageFromUrl('')).toBeNull();
  });
});

describe('urlInLanguage', () => {
  it('sets the language of a link, keeping the rest of it', () => {
    expect(urlInLanguage('https://site.test/search?q=haus&lang=en', 'de')).toBe(
      'https://site.test/search?q=haus&lang=de',
    );
    expect(urlInLanguage('https://site.test/song/3', 'en')).toBe(
      'https://site.test/song/3?lang=en',
    );
  });
});

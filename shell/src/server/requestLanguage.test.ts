import { acceptedLanguages, requestLanguage } from './requestLanguage';

describe('the language of a server-rendered page', () => {
  it('reads Accept-Language by weight', () => {
    expect(acceptedLanguages('fr;q=0.5, de-AT, en;q=0.8')).toEqual(['de-AT', 'en', 'fr']);
    expect(acceptedLanguages('de;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('takes the saved cookie first, then the browser languages, then English', () => {
    expect(requestLanguage({ cookie: 'a=1; language=de', acceptLanguage: 'en' })).toBe('de');
    expect(requestLanguage({ cookie: 'language=fr', acceptLanguage: 'fr, de;q=0.7' })).toBe('de');
    expect(requestLanguage({ acceptLanguage: 'es, it' })).toBe('en');
    expect(requestLanguage({})).toBe('en');
  });
});

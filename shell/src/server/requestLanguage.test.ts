import { requestLanguage } from './requestLanguage';

describe('the language of a server-rendered page', () => {
  it("takes a link's ?lang first, ignoring a bad value", () => {
    const german = { cookie: 'language=en', acceptLanguage: 'en' };
    expect(requestLanguage({ ...german, url: '/song/1?lang=de' })).toBe('de');
    expect(requestLanguage({ ...german, url: '/song/1?lang=xx' })).toBe('en');
  });

  it('takes the saved cookie first', () => {
    expect(requestLanguage({ cookie: 'a=1; language=de', acceptLanguage: 'en' })).toBe('de');
    expect(requestLanguage({ cookie: 'language=en', acceptLanguage: 'de' })).toBe('en');
  });

  it('then the first supported browser language by weight, a regional tag by its language', () => {
    expect(requestLanguage({ acceptLanguage: 'fr;q=0.5, de-AT, en;q=0.8' })).toBe('de');
    expect(requestLanguage({ acceptLanguage: 'de;q=0.3, en;q=0.8' })).toBe('en');
    expect(requestLanguage({ acceptLanguage: 'de;q=0, en' })).toBe('en');
    expect(requestLanguage({ cookie: 'language=fr', acceptLanguage: 'fr, de;q=0.7' })).toBe('de');
  });

  it('else English', () => {
    expect(requestLanguage({ acceptLanguage: 'es, it' })).toBe('en');
    expect(requestLanguage({})).toBe('en');
  });
});

import { requestLanguage } from './requestLanguage';

describe('the language of a server-rendered page', () => {
  it('takes the saved cookie first, so a shared link does not take over a chosen language', () => {
    expect(requestLanguage({ cookie: 'a=1; language=de', acceptLanguage: 'en' })).toBe('de');
    expect(requestLanguage({ cookie: 'language=en', acceptLanguage: 'de' })).toBe('en');
    expect(requestLanguage({ cookie: 'language=en', url: '/song/1?lang=de' })).toBe('en');
    expect(requestLanguage({ cookie: 'language=de', url: '/song/1?lang=en' })).toBe('de');
  });

  it("then a link's ?lang (a first visit, a crawler), ignoring a bad value", () => {
    expect(requestLanguage({ acceptLanguage: 'en', url: '/song/1?lang=de' })).toBe('de');
    expect(requestLanguage({ acceptLanguage: 'de', url: '/song/1?lang=en' })).toBe('en');
    expect(requestLanguage({ acceptLanguage: 'en', url: '/song/1?lang=xx' })).toBe('en');
  });

  it('then the first supported browser language by weight, a regional tag by its language', () => {
    expect(requestLanguage({ acceptLanguage: 'es-419, en;q=0.8' })).toBe('es');
    expect(requestLanguage({ acceptLanguage: 'fr;q=0.5, de-AT, en;q=0.8' })).toBe('de');
    expect(requestLanguage({ acceptLanguage: 'de;q=0.3, en;q=0.8' })).toBe('en');
    expect(requestLanguage({ acceptLanguage: 'de;q=0, en' })).toBe('en');
    expect(requestLanguage({ cookie: 'language=fr', acceptLanguage: 'fr, de;q=0.7' })).toBe('de');
  });

  it('else English', () => {
    expect(requestLanguage({ acceptLanguage: 'fr, it' })).toBe('en');
    expect(requestLanguage({})).toBe('en');
  });
});

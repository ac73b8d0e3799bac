import { requestLanguage } from './requestLanguage';

const asking = (acceptLanguage?: string) =>
  requestLanguage({
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  });

describe('the language the API writes in', () => {
  it('is the supported language the browser prefers, a regional tag by its language', () => {
    expect(asking('es-MX,es;q=0.9,en;q=0.5')).toBe('es');
    expect(asking('de-AT')).toBe('de');
    // By weight, not by place: the first tag is not always the wanted one.
    expect(asking('fr, en;q=0.5, es;q=0.8')).toBe('es');
  });

  it('is English when the browser asks for nothing the site speaks, or for nothing', () => {
    expect(asking('fr-FR,fr')).toBe('en');
    expect(asking('')).toBe('en');
    expect(asking()).toBe('en');
  });
});

import { detectLanguage } from './detectLanguage';

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
    expect(detectLanguage('xx', ['es', 'it'])).toBe('en');
    expect(detectLanguage(undefined, [])).toBe('en');
  });
});

import { categoryFromHeadline } from './categoryFromHeadline';

describe('categoryFromHeadline', () => {
  it.each([
    ['Top Rated', 'top-rated'],
    ['Am besten bewertet', 'top-rated'],
    ['Learn English', 'learn-english'],
    ['Englisch lernen', 'learn-english'],
    ['Learn German – for Spanish speakers', 'learn-german'],
    ['DEUTSCH lernen', 'learn-german'],
    ['History', 'history'],
    ['Geschichte', 'history'],
    ['Mejor valoradas', 'top-rated'],
    ['Aprender inglés', 'learn-english'],
    ['Aprender alemán, para hispanohablantes', 'learn-german'],
    ['Historia', 'history'],
    ['Learn Spanish', 'learn-spanish'],
    ['Spanisch lernen', 'learn-spanish'],
    ['Aprender español', 'learn-spanish'],
    ['Englisch lernen – für Spanischsprachige', 'learn-english'],
    ['New releases', 'top-rated'],
    ['', 'top-rated'],
  ])('maps "%s" to %s', (headline, category) => {
    expect(categoryFromHeadline(headline)).toBe(category);
  });

  it('checks the rules in SPEC order (top before a language)', () => {
    expect(categoryFromHeadline('Top German songs')).toBe('top-rated');
    expect(categoryFromHeadline('English history')).toBe('learn-english');
  });

  it('treats a missing headline as top-rated', () => {
    expect(categoryFromHeadline(undefined)).toBe('top-rated');
    expect(categoryFromHeadline(null)).toBe('top-rated');
  });
});

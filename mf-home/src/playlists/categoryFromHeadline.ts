import type { ContentCategory } from '@btb/shared-contract';

// SPEC section 2, checked in this order; the first match wins. The Spanish words are ours (issue
// 68: Spanish headlines fall into the same rows).
const rules: [ContentCategory, string[]][] = [
  ['top-rated', ['top', 'bewertet', 'valorad']],
  ['learn-english', ['englisch', 'english', 'inglés']],
  ['learn-german', ['deutsch', 'german', 'alemán']],
  ['history', ['geschichte', 'history', 'historia']],
  // After English and German: "Learn German – for Spanish speakers" is a German row.
  ['learn-spanish', ['spanisch', 'spanish', 'español']],
];

/** The row category of a playlist headline; anything unknown is top-rated. */
export function categoryFromHeadline(headline: string | null | undefined): ContentCategory {
  const text = (headline ?? '').toLowerCase();
  const match = rules.find(([, words]) => words.some((word) => text.includes(word)));
  return match ? match[0] : 'top-rated';
}

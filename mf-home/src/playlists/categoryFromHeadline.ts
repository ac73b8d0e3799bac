import type { ContentCategory } from '@btb/shared-contract';

// SPEC section 2, checked in this order; the first match wins.
const rules: [ContentCategory, string[]][] = [
  ['top-rated', ['top', 'bewertet']],
  ['learn-english', ['englisch', 'english']],
  ['learn-german', ['deutsch', 'german']],
  ['history', ['geschichte', 'history']],
];

/** The row category of a playlist headline; anything unknown is top-rated. */
export function categoryFromHeadline(headline: string | null | undefined): ContentCategory {
  const text = (headline ?? '').toLowerCase();
  const match = rules.find(([, words]) => words.some((word) => text.includes(word)));
  return match ? match[0] : 'top-rated';
}

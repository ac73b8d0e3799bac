import type { ContentCategory } from '@btb/shared-contract';

/** SPEC section 2: card width x height per category, in spacing units (`theme.space`). */
export interface CardSize {
  width: number;
  height: number;
}

const sizes: Record<ContentCategory, CardSize> = {
  'top-rated': { width: 64, height: 40 },
  'learn-english': { width: 72, height: 32 },
  'learn-german': { width: 72, height: 32 },
  history: { width: 80, height: 24 },
  'learn-spanish': { width: 72, height: 32 },
};

export function cardSize(category: ContentCategory): CardSize {
  return sizes[category];
}

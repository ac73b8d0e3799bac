import type { BookOverview } from '@btb/shared-contract';

/**
 * A plan of one A1 book (`DE_EN_A1_B01`) with the given lessons, each `[name, songIds]`, coded
 * `DE_EN_A1_B01_L01`, `…_L02` in order: the shape `GET /api/book-overview/{code}` answers.
 */
export function oneBookOverview(
  bookName: string,
  lessons: readonly (readonly [name: string, songIds: number[]])[],
): BookOverview {
  return {
    levels: [
      {
        level: 'A1',
        books: [
          {
            id: 1,
            bookName,
            internCode: 'DE_EN_A1_B01',
            sequences: lessons.map(([sequenceName, songIds], index) => ({
              llcSID: index + 1,
              strCode: `DE_EN_A1_B01_L${String(index + 1).padStart(2, '0')}`,
              sequenceName,
              learningContent: '',
              songIds,
            })),
          },
        ],
      },
    ],
  };
}

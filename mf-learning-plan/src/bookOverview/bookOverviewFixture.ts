import type { BookOverview, SongByCode } from '@btb/shared-contract';

/** A small learning plan for component tests: two levels, three books, a few lessons. */
export const bookOverviewFixture: BookOverview = {
  levels: [
    {
      level: 'A1',
      books: [
        {
          id: 11,
          bookName: 'Erste Schritte',
          internCode: 'DE_EN_A1_B01',
          sequences: [
            {
              llcSID: 101,
              sequenceName: 'Hallo und Tschüss',
              strCode: 'DE_EN_A1_B01_L01',
              learningContent: 'Greetings and goodbyes.',
              songIds: [7, 8],
            },
            { llcSID: 102, sequenceName: '', strCode: 'DE_EN_A1_B01_L02', learningContent: '' },
          ],
        },
        { id: 12, bookName: '', internCode: 'DE_EN_A1_B02', sequences: [] },
      ],
    },
    {
      level: 'A2',
      books: [{ id: 21, bookName: 'Unterwegs', internCode: 'DE_EN_A2_B01', sequences: [] }],
    },
  ],
};

export const lessonSongsFixture: SongByCode[] = [
  {
    songID: 7,
    songTitlePublic: 'Hallo Pop',
    songTitle: 'Hallo (DE_EN_A1_B01_L01)',
    imageThumbName: 'thumb-DE_EN_A1_B01_L01.svg',
  },
  { songID: 8, songTitlePublic: '', songTitle: 'Tschüss Rock', imageThumbName: '' },
];

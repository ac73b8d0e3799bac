import type { SongDetail } from '@btb/shared-contract';

/** A realistic song for component tests. */
export function songDetailFixture(overrides: Partial<SongDetail> = {}): SongDetail {
  return {
    songID: 7,
    songTitlePublic: 'Hallo und Tschüss Pop',
    songTitle: 'Hallo und Tschüss (DE_EN_A1_B01_L01)',
    intLikes: 1234,
    intPlayed: 56,
    language: 'de',
    genre: 'Pop',
    grade: '5',
    strCode: 'DE_EN_A1_B01_L01',
    imageUrl: '/api/image/cover-DE_EN_A1_B01_L01.svg',
    bslBookUrl: '/api/books/DE_EN_A1_B01.html',
    learningContent: 'Greetings and goodbyes.',
    lyrics: 'Hallo, hallo\nTschüss, tschüss',
    lyricLines: [
      {
        start: 4,
        end: 5.4,
        text: 'Hallo, hallo',
        translation: 'Hello, hello',
        words: [
          { text: 'Hallo,', start: 4, end: 4.6 },
          { text: 'hallo', start: 4.8, end: 5.4 },
        ],
      },
      {
        start: 6,
        end: 7.5,
        text: 'Tschüss, tschüss',
        translation: 'Bye, bye',
        words: [
          { text: 'Tschüss,', start: 6, end: 6.7 },
          { text: 'tschüss', start: 6.9, end: 7.5 },
        ],
      },
    ],
    musicStylePrompt: 'Pop, 110 BPM',
    ysnRestricted: 0,
    creator: 'Lena Beat',
    ...overrides,
  };
}

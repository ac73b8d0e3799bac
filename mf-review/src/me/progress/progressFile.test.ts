import { loadListening } from '@btb/shared-player';
import {
  makeProgressFile,
  maxProgressBytes,
  parseProgressFile as parseWith,
  type ParsedProgress,
} from './progressFile';

let listening: Awaited<ReturnType<typeof loadListening>>;
beforeAll(async () => {
  listening = await loadListening();
});
const parseProgressFile = (text: string): ParsedProgress => parseWith(text, listening);
const emptyListeningFacts = { recent: [], secondsByDay: {}, heard: [] };

const log = {
  id: 'log-00000001',
  lessonCode: 'DE_EN_A1_B01_L01',
  word: 'der Hund',
  rating: 'good' as const,
  reviewedAt: '2026-11-20T10:00:00.000Z',
};

const score = {
  lessonCode: 'DE_EN_A1_B01_L01',
  correct: 7,
  total: 8,
  finishedAt: '2026-11-25T09:00:00.000Z',
};

const file = makeProgressFile(
  {
    reviewLogs: [{ ...log, synced: 1 } as typeof log],
    quizScores: [score],
    likedSongs: [3, 9],
    listening: {
      ...emptyListeningFacts,
      secondsByDay: { '2026-11-20': 120 },
      heard: [{ id: 3, title: 'Hund', creator: 'Lena', at: '2026-11-20T10:05:00.000Z' }],
    },
    settings: { language: 'de', playerVolume: 0.5, newWordsPerDay: 20, learningPair: 'DE_EN' },
  },
  new Date('2026-11-23T08:00:00.000Z'),
);

const withField = (field: string, value: unknown) => JSON.stringify({ ...file, [field]: value });

describe('progress file', () => {
  it('round-trips an export, keeping only the contract fields of each log', () => {
    const parsed = parseProgressFile(JSON.stringify(file));
    expect(parsed).toEqual({ ok: true, file });
    expect(file.reviewLogs[0]).toEqual(log);
  });

  it('takes a file of before the quiz scores, and skips a score or a pair it cannot take', () => {
    const { quizScores: _scores, ...older } = file;
    expect(parseProgressFile(JSON.stringify(older))).toEqual({
      ok: true,
      file: { ...file, quizScores: [] },
    });
    const broken = { ...file, quizScores: [{ ...score, correct: 9 }, 'x', score] };
    const settings = { ...file.settings, learningPair: 'Klingon' };
    const parsed = parseProgressFile(JSON.stringify({ ...broken, settings }));
    expect(parsed.ok && parsed.file.quizScores).toEqual([score]);
    expect(parsed.ok && parsed.file.settings).toEqual({
      language: 'de',
      playerVolume: 0.5,
      newWordsPerDay: 20,
    });
  });

  it('refuses what is not a progress file, saying why', () => {
    expect(parseProgressFile('{oops')).toEqual({ ok: false, error: 'notJson' });
    expect(parseProgressFile('[1,2]')).toEqual({ ok: false, error: 'notProgress' });
    expect(parseProgressFile(withField('format', 'other'))).toEqual({
      ok: false,
      error: 'notProgress',
    });
    expect(parseProgressFile(withField('version', 2))).toEqual({
      ok: false,
      error: 'newerVersion',
    });
    expect(parseProgressFile(' '.repeat(maxProgressBytes + 1))).toEqual({
      ok: false,
      error: 'tooLarge',
    });
  });

  it('refuses the whole file when one part is broken', () => {
    const badLog = { ...log, rating: 'maybe' };
    expect(parseProgressFile(withField('reviewLogs', [log, badLog]))).toEqual({
      ok: false,
      error: 'badReviews',
    });
    expect(parseProgressFile(withField('likedSongs', [1, 'two']))).toEqual({
      ok: false,
      error: 'badLikes',
    });
    expect(parseProgressFile(withField('listening', { recent: [] }))).toEqual({
      ok: false,
      error: 'badListening',
    });
    expect(parseProgressFile(withField('settings', { newWordsPerDay: 1000 }))).toEqual({
      ok: false,
      error: 'badSettings',
    });
    expect(parseProgressFile(withField('settings', { language: 'fr' }))).toEqual({
      ok: false,
      error: 'badSettings',
    });
  });
});

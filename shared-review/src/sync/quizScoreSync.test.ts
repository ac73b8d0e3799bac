/** @jest-environment node */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { HeardSong, LearnerProgressPush } from '@btb/shared-contract';
import { heardSongLimits } from '@btb/shared-contract';
import { jsonResponse, mockFetch } from '@btb/shared-testing';
import { closeReviewDb } from '../storage/openReviewDb';
import { setHeardSongStore } from './heardSongStore';
import { syncQuizScores } from './quizScoreSync';

/** `/api/progress` keeping each heard song's latest time, as the API does. */
function progressServer() {
  const heard = new Map<number, string>();
  const pushes: LearnerProgressPush[] = [];
  const fetch = mockFetch([
    [
      'POST',
      /\/api\/progress$/,
      () => {
        const body = JSON.parse(String(fetch.mock.lastCall?.[1]?.body)) as LearnerProgressPush;
        pushes.push(body);
        for (const song of body.heardSongs ?? []) {
          if ((heard.get(song.id) ?? '') < song.at) heard.set(song.id, song.at);
        }
        const heardSongs = [...heard].map(([id, at]) => ({ id, at, title: `Song ${id}` }));
        return jsonResponse({ learningPair: null, quizScores: [], heardSongs });
      },
    ],
  ]);
  return { heard, pushes };
}

beforeEach(() => {
  closeReviewDb();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => setHeardSongStore(null));

const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}T09:00:00.000Z`;

describe('the progress sync of heard songs', () => {
  it("sends this browser's heard songs and hands the account's to the store", async () => {
    const server = progressServer();
    server.heard.set(8, day(21));
    let here: HeardSong[] = [{ id: 7, at: day(20) }];
    const merge = jest.fn();
    setHeardSongStore({ read: () => here, merge });
    await syncQuizScores();
    expect(server.pushes).toEqual([{ quizScores: [], heardSongs: [{ id: 7, at: day(20) }] }]);
    expect(merge).toHaveBeenLastCalledWith([
      { id: 8, at: day(21), title: 'Song 8' },
      { id: 7, at: day(20), title: 'Song 7' },
    ]);
    // A song heard again later moves on; one with a time the API would refuse stays here.
    here = [
      { id: 7, at: day(22) },
      { id: 9, at: 'not a time' },
    ];
    await syncQuizScores();
    expect(server.heard.get(7)).toBe(day(22));
    expect(server.heard.has(9)).toBe(false);
  });

  it('sends more songs than a push takes in several pushes', async () => {
    const server = progressServer();
    const many = Array.from({ length: heardSongLimits.songsPerPush + 1 }, (_, i) => ({
      id: i + 1,
      at: day(20),
    }));
    setHeardSongStore({ read: () => many, merge: jest.fn() });
    await syncQuizScores();
    expect(server.pushes.map((push) => push.heardSongs?.length)).toEqual([
      heardSongLimits.songsPerPush,
      1,
    ]);
  });

  it('sends no heard songs where the page handed in no store', async () => {
    const server = progressServer();
    await syncQuizScores();
    expect(server.pushes).toEqual([{ quizScores: [] }]);
  });
});

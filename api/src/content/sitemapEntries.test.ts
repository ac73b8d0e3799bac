import type { Queryable } from '@btb/database';
import { testContext } from '../testing/testApp';
import { listSitemapEntries, sitemapVersion, songShareCard } from './sitemapEntries';

const day = /^\d{4}-\d{2}-\d{2}$/;

/** Runs `check` on a copy of the catalogue changed by `change`, then rolls the change back. */
async function withChange(change: string, check: (tx: Queryable) => Promise<void>) {
  const rolledBack = new Error('roll back');
  await expect(
    testContext().db.transaction(async (tx) => {
      await tx.query(change);
      await check(tx);
      throw rolledBack;
    }),
  ).rejects.toBe(rolledBack);
}

describe('listSitemapEntries', () => {
  it('lists every song by id with the UTC day it was added, and every learning plan', async () => {
    const { db } = testContext();
    const ids = await db.query<{ id: number }>('SELECT id FROM songs ORDER BY id');
    const { songs, plans } = await listSitemapEntries(db);
    expect(songs.map((song) => song.id)).toEqual(ids.map((row) => row.id));
    expect(songs.length).toBeGreaterThan(0);
    for (const song of songs) expect(song.lastmod).toMatch(day);

    const codes = plans.map((plan) => plan.code);
    expect(codes).toContain('DE_EN');
    expect(codes).toEqual([...new Set(codes)].sort());
    for (const plan of plans) {
      expect(plan.code).toMatch(/^[A-Z]{2}_[A-Z]{2}$/);
      if (plan.lastmod !== null) expect(plan.lastmod).toMatch(day);
    }
  });

  it("dates a song and its plan by the song's creation day in UTC", async () => {
    const [first] = await testContext().db.query<{ id: number; slug: string }>(
      "SELECT id, slug FROM songs WHERE slug LIKE 'DE\\_EN\\_%' ORDER BY id LIMIT 1",
    );
    await withChange(
      `UPDATE songs SET created_at = '2099-12-31T23:30:00-05:00' WHERE id = ${first!.id}`,
      async (tx) => {
        const { songs, plans } = await listSitemapEntries(tx);
        expect(songs.find((song) => song.id === first!.id)?.lastmod).toBe('2100-01-01');
        expect(plans.find((plan) => plan.code === 'DE_EN')?.lastmod).toBe('2100-01-01');
      },
    );
  });
});

describe('sitemapVersion', () => {
  it('stays the same while the songs do, and changes when one is added or redated', async () => {
    const { db } = testContext();
    const version = await sitemapVersion(db);
    expect(await sitemapVersion(db)).toBe(version);
    const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM songs',
    );
    expect(version.startsWith(`${count}:`)).toBe(true);
    await withChange(
      "UPDATE songs SET created_at = '2099-01-01T00:00:00Z' WHERE id = (SELECT min(id) FROM songs)",
      async (tx) => expect(await sitemapVersion(tx)).not.toBe(version),
    );
    expect(await sitemapVersion(db)).toBe(version);
  });
});

describe('songShareCard', () => {
  it("gives a song's public title (or its title), creator and cover file name", async () => {
    const { db } = testContext();
    const [song] = await db.query<{
      id: number;
      song_title: string;
      song_title_public: string | null;
      creator: string;
      image_name: string;
    }>(
      'SELECT id, song_title, song_title_public, creator, image_name FROM songs ORDER BY id LIMIT 1',
    );
    expect(await songShareCard(db, song!.id)).toEqual({
      title: song!.song_title_public || song!.song_title,
      creator: song!.creator,
      image: song!.image_name,
    });
  });

  it('is null for a song that does not exist', async () => {
    expect(await songShareCard(testContext().db, 0)).toBeNull();
  });
});

import type { AvailabilityChange } from './availability/availability';
import { isDatabaseUnavailable } from './availability/isDatabaseUnavailable';
import type { Db } from './Db';
import { openPostgres } from './openPostgres';
import { startPrivateCluster, type PrivateCluster } from './testing/privateCluster';

jest.setTimeout(60_000);

describe('openPostgres across a restart of its server', () => {
  let cluster: PrivateCluster;
  let db: Db;
  const changes: AvailabilityChange[] = [];

  beforeAll(async () => {
    cluster = await startPrivateCluster();
    db = await openPostgres(cluster.url);
    db.availability?.onChange((change) => changes.push(change));
  });
  afterAll(async () => {
    await db?.close();
    await cluster?.destroy();
  });

  it('fails fast while the server is down, says so once, and reconnects by itself', async () => {
    await db.exec('CREATE TABLE notes (id serial PRIMARY KEY, text text NOT NULL)');
    // Idle connections in the pool: the server ending them must not end this process.
    await Promise.all([1, 2, 3].map((n) => db.query('SELECT $1::int AS n', [n])));
    await db.query('INSERT INTO notes (text) VALUES ($1)', ['before']);

    await cluster.stop();
    const asked = Date.now();
    const failures = await Promise.all(
      [1, 2, 3].map(() =>
        db.query('SELECT count(*) FROM notes').then(
          () => null,
          (error) => error,
        ),
      ),
    );
    const tx = await db
      .transaction((q) => q.query('INSERT INTO notes (text) VALUES ($1)', ['during']))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(Date.now() - asked).toBeLessThan(5000);
    for (const failure of [...failures, tx]) expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(db.availability?.available).toBe(false);

    await cluster.start();
    const rows = await db.query<{ text: string }>('SELECT text FROM notes ORDER BY id');
    expect(rows.map((row) => row.text)).toEqual(['before']);
    expect(db.availability?.available).toBe(true);
    expect(db.availability?.reconnects).toBe(1);
    expect(changes.map((change) => change.available)).toEqual([false, true]);
  });

  it('counts an SQL error as an answer, not as the server gone', async () => {
    await expect(db.query('SELECT * FROM no_such_table')).rejects.toThrow(/no_such_table/);
    expect(db.availability?.available).toBe(true);
  });
});

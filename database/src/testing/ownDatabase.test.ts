import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { isReachable } from './isReachable';
import { createOwnDatabase, databaseUrlNamed, dropOrphanDatabases } from './ownDatabase';

const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const describeWithServer = isReachable(serverUrl) ? describe : describe.skip;

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const databaseNames = async (prefix: string) =>
  (
    await query<{ datname: string }>(
      databaseUrlNamed(serverUrl, 'postgres'),
      'SELECT datname FROM pg_database',
    )
  )
    .map((row) => row.datname)
    .filter((name) => name.startsWith(prefix));

test('names another database on the same server, credentials and options kept', () => {
  expect(databaseUrlNamed('postgres://me:pw@db.example:6543/test?sslmode=disable', 'other')).toBe(
    'postgres://me:pw@db.example:6543/other?sslmode=disable',
  );
});

test('refuses a name that would need quoting', async () => {
  await expect(createOwnDatabase(serverUrl, 'x; DROP DATABASE test')).rejects.toThrow(/not plain/);
});

describeWithServer('on a PostgreSQL server', () => {
  const name = `btb_own_test_${process.pid}`;

  test('is created empty, afresh on a second create, and gone once dropped', async () => {
    const first = await createOwnDatabase(serverUrl, name);
    await query(first.url, 'CREATE TABLE left_over (n int)');
    const second = await createOwnDatabase(serverUrl, name);
    expect(
      await query(second.url, "SELECT 1 FROM pg_tables WHERE tablename = 'left_over'"),
    ).toEqual([]);
    await second.drop();
    expect(await databaseNames(name)).toEqual([]);
  });

  test("drops the databases of ended processes and keeps a live process's", async () => {
    const prefix = 'btb_orphan_test_';
    const ended = spawnSync(process.execPath, ['-e', '0']).pid;
    const live = await createOwnDatabase(serverUrl, `${prefix}${process.pid}`);
    await createOwnDatabase(serverUrl, `${prefix}${ended}`);
    expect(await dropOrphanDatabases(serverUrl, prefix)).toEqual([`${prefix}${ended}`]);
    expect(await databaseNames(prefix)).toEqual([`${prefix}${process.pid}`]);
    await live.drop();
  });
});

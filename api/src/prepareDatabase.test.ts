import { listMigrations } from '@btb/database';
import { apiMigrations } from './db/apiMigrations';
import { prepareDatabase } from './prepareDatabase';
import { testContext } from './testing/testApp';

describe('prepareDatabase', () => {
  it('does nothing on a second run: migrations, seed, accounts and media are all kept', async () => {
    const { db, config } = testContext();
    const count = async () =>
      (
        await db.query<{ n: number }>(
          'SELECT (SELECT count(*) FROM songs) + (SELECT count(*) FROM vocabulary) + (SELECT count(*) FROM users WHERE email LIKE $1) AS n',
          ['%@beat2breakthrough.test'],
        )
      )[0]?.n;
    const before = await count();
    const report = await prepareDatabase(db, config);
    expect(report).toMatchObject({
      migrationsApplied: [],
      catalogueSeeded: false,
      accountsCreated: 0,
      mediaFilesWritten: 0,
    });
    expect(await count()).toBe(before);
  });

  it('records the migrations it applied', async () => {
    const rows = await testContext().db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.version)).toEqual(
      listMigrations(apiMigrations.dir).map((m) => m.version),
    );
  });
});

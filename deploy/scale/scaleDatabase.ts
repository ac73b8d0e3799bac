import pg from 'pg';

/** The server's `postgres` database, for creating and dropping the run's own. */
const adminUrl = (serverUrl: string) => serverUrl.replace(/\/[^/]*$/, '/postgres');

/** A database of this run's own (`btb_scale_<pid>`), so runs never see each other's data. */
export async function createRunDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return serverUrl.replace(/\/[^/]*$/, `/${name}`);
}

/** The first 200 songs' ids, the ones the loads ask for. */
export async function songIdsOf(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ id: number }>('SELECT id FROM songs ORDER BY id LIMIT 200');
    return rows.rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

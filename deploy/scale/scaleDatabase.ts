import pg from 'pg';

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

import pg from 'pg';
import type { Acknowledged } from './mixedLoad';
import { newClient } from './mixedLoad';

/** Acknowledged likes and plays missing from the database (should be none). */
export async function missingAcknowledged(
  databaseUrl: string,
  acknowledged: Acknowledged[],
): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const present = new Set<string>();
    for (const [kind, table] of [
      ['like', 'song_likes'],
      ['play', 'song_plays'],
    ] as const) {
      const keys = acknowledged.filter((a) => a.kind === kind).map((a) => a.clientKey);
      const rows = await client.query<{ client_key: string; song_id: number }>(
        `SELECT client_key, song_id FROM ${table} WHERE client_key = ANY($1)`,
        [keys],
      );
      for (const row of rows.rows) present.add(`${kind}|${row.client_key}|${row.song_id}`);
    }
    return acknowledged.filter((a) => !present.has(`${a.kind}|${a.clientKey}|${a.songId}`)).length;
  } finally {
    await client.end();
  }
}

/**
 * Failed logins for one account sent to each process in turn: the limit of one client guessing
 * one account must hold although no process saw more than a third of the attempts.
 */
export async function loginThrottleStatuses(
  processUrls: string[],
  shellOrigin: string,
  attempts: number,
): Promise<number[]> {
  const email = `scale-${Date.now().toString(36)}@example.com`;
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i += 1) {
    const response = await fetch(`${processUrls[i % processUrls.length]}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shellOrigin },
      body: JSON.stringify({ email, password: 'not-the-password-1' }),
    });
    statuses.push(response.status);
  }
  return statuses;
}

/**
 * A like through the first process, then the song read through every other process (each with
 * the song cached beforehand) until it shows the new count: the slowest, in milliseconds.
 */
export async function countPropagationMs(
  processUrls: string[],
  shellOrigin: string,
  songId: number,
  secret: string,
): Promise<number> {
  const likesAt = async (url: string) =>
    ((await (await fetch(`${url}/api/song/${songId}`)).json()) as { intLikes: number }).intLikes;
  for (const url of processUrls) await likesAt(url);
  const client = newClient(secret);
  // From an address of its own (a documentation address, only ever named in a header the
  // loopback-trusting processes read): the load's address has used up its day's likes of the song.
  const liked = await fetch(`${processUrls[0]}/api/content/${songId}/like`, {
    method: 'POST',
    headers: { cookie: client.cookie, origin: shellOrigin, 'x-forwarded-for': '192.0.2.77' },
  });
  const { likes, notCounted } = (await liked.json()) as { likes: number; notCounted?: string };
  if (notCounted) throw new Error(`the propagation check's like was not counted (${notCounted})`);
  const started = Date.now();
  const seen = await Promise.all(
    processUrls.slice(1).map(async (url) => {
      while (Date.now() - started < 5000) {
        if ((await likesAt(url)) === likes) return Date.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return Number.POSITIVE_INFINITY;
    }),
  );
  return Math.max(...seen);
}

/** Review log ids the API acknowledged that are not in the database (should be none). */
export async function missingReviewLogs(databaseUrl: string, ids: string[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ id: string }>(
      'SELECT id FROM review_logs WHERE id = ANY($1)',
      [ids],
    );
    return ids.length - new Set(rows.rows.map((row) => row.id)).size;
  } finally {
    await client.end();
  }
}

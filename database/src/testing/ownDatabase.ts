import pg from 'pg';

/** A database name that needs no quoting (and so cannot smuggle SQL into CREATE DATABASE). */
const plainName = /^[a-z_][a-z0-9_]{0,62}$/;

/** The URL of the database `name` on the server `serverUrl` names (its path replaced). */
export function databaseUrlNamed(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on the server's `postgres` database, where databases are created and dropped. */
async function onServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: databaseUrlNamed(serverUrl, 'postgres') });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

export interface OwnDatabase {
  url: string;
  /** Drops it, closing whatever connections are still open on it. */
  drop(): Promise<void>;
}

/**
 * A database of its own beside the one `serverUrl` names, created afresh (one left by an earlier
 * run of the same name is dropped first), so a run or a test process never sees another's data.
 */
export async function createOwnDatabase(serverUrl: string, name: string): Promise<OwnDatabase> {
  if (!plainName.test(name)) throw new Error(`database name "${name}" is not plain`);
  await onServer(serverUrl, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  });
  return {
    url: databaseUrlNamed(serverUrl, name),
    drop: () =>
      onServer(serverUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => undefined),
  };
}

/**
 * Drops the databases named `<prefix><pid>` whose process on this machine has ended: what test
 * processes that were killed before they could drop their own left behind.
 */
export async function dropOrphanDatabases(serverUrl: string, prefix: string): Promise<string[]> {
  if (!plainName.test(prefix)) throw new Error(`database prefix "${prefix}" is not plain`);
  return onServer(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    const orphans = rows
      .map((row) => row.datname)
      .filter((name) => {
        const pid = Number(name.slice(prefix.length));
        return Number.isInteger(pid) && pid > 0 && !isAlive(pid);
      });
    for (const name of orphans) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    return orphans;
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './Db';

interface Migration {
  version: number;
  name: string;
  file: string;
}

/** The `NNN_name.sql` files of `dir`, in version order. */
export function listMigrations(dir: string): Migration[] {
  return fs
    .readdirSync(dir)
    .map((file) => /^(\d{3})_([a-z0-9_]+)\.sql$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ version: Number(match[1]), name: match[2] as string, file: match[0] }))
    .sort((a, b) => a.version - b.version);
}

/** A set of migrations with its own record table (the API's own, or another service's). */
export interface MigrationSet {
  dir: string;
  table: string;
}

/**
 * Applies pending migrations in order, each in its own transaction with its record. The advisory
 * lock keeps two processes starting against one PostgreSQL from migrating at the same time.
 */
export async function migrate(db: Db, set: MigrationSet): Promise<number[]> {
  const { dir, table } = set;
  await db.exec(`CREATE TABLE IF NOT EXISTS ${table} (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: number[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(4242001)');
    const done = await tx.query<{ version: number }>(`SELECT version FROM ${table}`);
    const doneSet = new Set(done.map((row) => row.version));
    for (const migration of listMigrations(dir)) {
      if (doneSet.has(migration.version)) continue;
      const sql = fs.readFileSync(path.join(dir, migration.file), 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query(`INSERT INTO ${table} (version, name) VALUES ($1, $2)`, [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
  });
  return applied;
}

/**
 * Splits a migration file on semicolons at line ends. Our migrations keep function bodies in
 * dollar quotes on one logical block, so we do not split inside `$$ … $$`.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (/^\s*--/.test(line)) continue;
    current += line + '\n';
    const dollars = line.match(/\$\$/g)?.length ?? 0;
    if (dollars % 2 === 1) inDollar = !inDollar;
    if (!inDollar && /;\s*$/.test(line)) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

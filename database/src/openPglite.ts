import fs from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable, SqlParam } from './Db';
import { asText, numberOids, textOids, toNumber } from './typeParsers';

function parsers(): Record<number, (value: string) => unknown> {
  const map: Record<number, (value: string) => unknown> = {};
  for (const oid of numberOids) map[oid] = toNumber;
  for (const oid of textOids) map[oid] = asText;
  return map;
}

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
  };
}

/** Embedded PostgreSQL in a folder (or `memory://`); one connection, queries run one at a time. */
export async function openPglite(dataDir: string): Promise<Db> {
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { extensions: { pg_trgm }, parsers: parsers() });
  const root = wrap(pg);
  return {
    kind: 'pglite',
    query: root.query,
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  };
}

import type { Db, Queryable } from '@btb/database';

/** A Queryable that notes each statement it passes on, so a test can count round trips. */
function counted(db: Queryable, statements: string[]): Queryable {
  return {
    query: (sql, params) => {
      statements.push(sql);
      return db.query(sql, params);
    },
  };
}

/**
 * The test database with every statement noted, inside transactions too: a store's number of
 * queries must not grow with the rows it writes.
 */
export function countingDb(db: Db): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const wrapped: Db = {
    ...counted(db, statements),
    kind: db.kind,
    exec: (sql) => db.exec(sql),
    transaction: (work) => db.transaction((tx) => work(counted(tx, statements))),
    close: () => db.close(),
  };
  return { db: wrapped, statements };
}

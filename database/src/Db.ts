import type { Availability } from './availability/availability';

/** Values we bind to SQL parameters. Kept to primitives so both drivers treat them alike. */
export type SqlParam = string | number | boolean | null;

export interface Queryable {
  /** One statement with `$1`-style parameters; rows come back as plain objects. */
  query<T extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly SqlParam[],
  ): Promise<T[]>;
}

/**
 * The one database interface of the servers. Both drivers return int8/numeric as numbers and
 * timestamps as the server's text, so code above never sees driver-specific types.
 */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<R>(work: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
  /** Whether the server answers, as the last query found (PostgreSQL only: PGlite is in process). */
  readonly availability?: Availability;
  /** Connections of the pool (PostgreSQL only), for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

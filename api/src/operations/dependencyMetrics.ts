import { Counter, Gauge, type Registry } from 'prom-client';
import type { Availability, Db } from '@btb/database';

/**
 * The API's dependencies: the PostgreSQL pool, whether the database and Redis answered their last
 * use by this process, and how often the database came back.
 */
export function registerDependencyMetrics(registry: Registry, db: Db, redis?: Availability) {
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = db.poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  const { availability } = db;
  const dependencies = { database: availability, redis };
  new Gauge({
    name: 'dependency_up',
    help: 'Whether a dependency answered its last use by this process (1) or not (0)',
    labelNames: ['dependency'],
    registers: [registry],
    collect() {
      for (const [dependency, state] of Object.entries(dependencies))
        if (state) this.set({ dependency }, state.available ? 1 : 0);
    },
  });
  if (availability) {
    new Counter({
      name: 'db_reconnects_total',
      help: 'Times the database came back after this process found it unreachable',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(availability.reconnects);
      },
    });
  }
}

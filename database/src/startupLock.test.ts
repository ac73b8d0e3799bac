import { isReachable } from './testing/isReachable';
import { openPostgres } from './openPostgres';
import { withStartupLock } from './startupLock';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const describePostgres = isReachable(url) ? describe : describe.skip;
if (!isReachable(url)) console.warn(`Skipping the startup lock test: no PostgreSQL at ${url}.`);

describePostgres('withStartupLock on PostgreSQL', () => {
  it('lets one process prepare the database at a time; the others wait, then run', async () => {
    // Three pools stand for three API processes starting together.
    const pools = await Promise.all([1, 2, 3].map(() => openPostgres(url)));
    let inside = 0;
    let mostInside = 0;
    const order: number[] = [];
    try {
      await Promise.all(
        pools.map((db, index) =>
          withStartupLock(db, async () => {
            inside += 1;
            mostInside = Math.max(mostInside, inside);
            await db.query('SELECT pg_sleep(0.2)');
            order.push(index);
            inside -= 1;
          }),
        ),
      );
    } finally {
      await Promise.all(pools.map((db) => db.close()));
    }
    expect(mostInside).toBe(1);
    expect(order.sort()).toEqual([0, 1, 2]);
  });
});

import { openRedis, type ApiRedis } from '@btb/api';
import { randomUUID } from 'node:crypto';
import { describeWithRedis, testRedisUrl } from '@btb/database/testing/redis';
import { keptPageOf } from './keptPage';
import { PageCache } from './pageCache';
import { packPage, redisPages, unpackPage } from './sharedPages';

describe('packPage', () => {
  it('reads back what it wrote, and nothing from a cut value', async () => {
    const page = keptPageOf({
      status: 404,
      html: Buffer.from('<p>Keine Seite – ä</p><script>x()</script>'),
      songIds: [1, 2],
      renderedAt: 5,
    });
    expect(unpackPage(packPage(page))).toEqual(page);
    page.encoded.br = Buffer.from('compressed');
    const packed = packPage(page);
    expect(unpackPage(packed)).toEqual(page);
    expect(unpackPage(packed.subarray(0, packed.length - 1))).toBeNull();
    expect(unpackPage(Buffer.from('no page'))).toBeNull();
  });
});

/** Two site processes of one deployment: each its own memory, one Redis. */
describeWithRedis()('pages shared through Redis', () => {
  const prefix = `btb-test-${randomUUID()}:`;
  let redis: ApiRedis;
  beforeAll(async () => {
    redis = await openRedis(testRedisUrl, prefix);
  });
  afterAll(async () => {
    const keys = await redis.commands.keys(`${prefix}*`);
    if (keys.length > 0) await redis.commands.del(...keys);
    await redis.close();
  });

  const processCache = (now: () => number = Date.now) =>
    new PageCache({
      maxBytes: 1024 * 1024,
      freshMs: 5_000,
      staleMs: 60_000,
      shared: redisPages(redis.commands, redis.prefix),
      now,
    });

  it("serves one process's render from another, and not once the song it shows was liked", async () => {
    const [first, second] = [processCache(), processCache()];
    const render = keptPageOf({
      status: 200,
      html: Buffer.from('<p>song 7: 3 likes</p>'),
      songIds: [7],
      renderedAt: Date.now(),
    });
    first.started('/song/7', Promise.resolve(render));
    await first.settled();
    const found = await second.find('/song/7');
    expect(found?.page.html.toString()).toBe('<p>song 7: 3 likes</p>');

    const third = processCache();
    third.songChanged(7);
    expect(await third.find('/song/7')).toBeNull();
  });

  it("replaces a stale page with another process's newer render instead of rendering it again", async () => {
    let now = Date.now();
    const clock = () => now;
    const [first, second] = [processCache(clock), processCache(clock)];
    const page = async (likes: number) =>
      keptPageOf({
        status: 200,
        html: Buffer.from(`<p>song 8: ${likes} likes</p>`),
        songIds: [8],
        renderedAt: now,
      });
    first.started('/song/8', page(1));
    await first.settled();
    expect((await second.find('/song/8'))?.stale).toBe(false);

    now += 6_000;
    expect((await first.find('/song/8'))?.stale).toBe(true);
    first.revalidate('/song/8', () => page(2));
    await first.settled();
    const stale = await second.find('/song/8');
    expect(stale?.stale).toBe(true);
    const render = jest.fn(() => page(3));
    second.revalidate('/song/8', render);
    await second.settled();

    expect(render).not.toHaveBeenCalled();
    const replaced = await second.find('/song/8');
    expect(replaced?.stale).toBe(false);
    expect(replaced?.page.html.toString()).toBe('<p>song 8: 2 likes</p>');
  });
});

/**
 * @jest-environment node
 */
import { PassThrough } from 'node:stream';
import { makeStore } from '@btb/shared-store';
import { currentSessionApi, noSession } from '@btb/shared-frame';
import { releaseStoreWhenDone } from './releaseStoreWhenDone';

async function storeWithData() {
  const store = makeStore(undefined, { origin: 'http://api.invalid' });
  await store.dispatch(
    currentSessionApi.util.upsertQueryData('currentSession', undefined, noSession),
  );
  return store;
}

const queriesOf = (store: Awaited<ReturnType<typeof storeWithData>>) =>
  Object.keys(store.getState().api.queries);

describe('releaseStoreWhenDone', () => {
  it("drops the store's API data (and the timers holding it) once the page has streamed", async () => {
    const store = await storeWithData();
    const body = new PassThrough();
    releaseStoreWhenDone(body, store);
    expect(queriesOf(store)).toEqual(['currentSession(undefined)']);
    body.end('<main></main>');
    body.resume();
    await new Promise((resolve) => body.once('end', resolve));
    expect(queriesOf(store)).toEqual([]);
  });

  it('also when the visitor went away mid-page', async () => {
    const store = await storeWithData();
    const body = new PassThrough();
    releaseStoreWhenDone(body, store);
    body.destroy();
    await new Promise((resolve) => body.once('close', resolve));
    expect(queriesOf(store)).toEqual([]);
  });
});

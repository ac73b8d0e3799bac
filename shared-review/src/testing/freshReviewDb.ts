// Test-only (never imported by app code): each test of the store on an empty IndexedDB of its own.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { closeReviewDb } from '../storage/openReviewDb';

/** Before each test: a fresh database, the store's own console reports silenced. */
export function withFreshReviewDb(): void {
  beforeEach(() => {
    closeReviewDb();
    globalThis.indexedDB = new IDBFactory();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
}

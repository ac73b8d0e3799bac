import { provideOfflineWorker } from './offlineWorker';
import { saveForOffline } from './saveOffline';
import { emptySavedIndex, readSavedIndex, writeSavedIndex } from './savedIndex';
import { readSavingProgress } from './savingProgress';

// A song with nothing to download but its detail: what is under test is when "saved" is said.
jest.mock('./savePlan', () => ({
  planSave: async () => ({
    session: { loggedIn: false },
    songIds: [3],
    itemJson: [],
    thumbs: new Map(),
  }),
  planSong: async () => ({
    detail: { songID: 3, ysnRestricted: 0 },
    detailJson: { key: '/api/song/3', text: '{}' },
    images: [],
    audioBytes: 10,
  }),
  audioUrl: async () => '/signed/3',
}));
jest.mock('./storageSpace', () => ({
  ensureSpace: async () => {},
  askPersistOnce: async () => {},
}));
jest.mock('./savedFiles', () => ({
  openSavedCache: async () => ({ put: async () => {} }),
  jsonResponse: (text: string) => text,
  deleteSavedFiles: async () => {},
  downloadWithProgress: async () => ({ headers: new Map([['Content-Length', '10']]) }),
}));

const song = { kind: 'song', songId: 3, title: 'Technik Pop' } as const;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The worker's start, resolved or failed by the test. */
function workerStarting() {
  const started = jest.fn<Promise<void>, []>();
  let activate!: () => void;
  let fail!: (error: Error) => void;
  started.mockReturnValue(
    new Promise<void>((resolve, reject) => {
      activate = resolve;
      fail = reject;
    }),
  );
  provideOfflineWorker(started);
  return { started, activate: () => activate(), fail: (error: Error) => fail(error) };
}

describe('saving for offline and the service worker', () => {
  afterEach(() => {
    provideOfflineWorker(null);
    writeSavedIndex(emptySavedIndex);
  });

  it('starts the worker at once and says "saved" only once it is active', async () => {
    const worker = workerStarting();
    const saving = saveForOffline(song);
    expect(worker.started).toHaveBeenCalledTimes(1);
    await flush();
    // Downloaded, but a reload with no network would not open it yet: still saving.
    expect(readSavedIndex().items).toHaveLength(0);
    expect(readSavingProgress().has('song:3')).toBe(true);

    worker.activate();
    await saving;
    expect(readSavedIndex().items.map((item) => item.key)).toEqual(['song:3']);
    expect(readSavingProgress().has('song:3')).toBe(false);
  });

  it('is not "saved" when the worker fails to start', async () => {
    const worker = workerStarting();
    const saving = saveForOffline(song);
    worker.fail(new Error('the service worker did not install'));
    await expect(saving).rejects.toThrow('did not install');
    expect(readSavedIndex().items).toHaveLength(0);
  });

  it('saves at once where the page has no worker to wait for', async () => {
    await saveForOffline(song);
    expect(readSavedIndex().items.map((item) => item.key)).toEqual(['song:3']);
  });
});

import { askPersistOnce, ensureSpace } from './storageSpace';
import { NotEnoughSpaceError } from './notEnoughSpace';

const mb = 1024 * 1024;
const persist = jest.fn(async () => true);

function storage(quota: number, usage: number) {
  Object.defineProperty(navigator, 'storage', {
    value: { estimate: async () => ({ quota, usage }), persist },
    configurable: true,
  });
}

describe('room for what is saved', () => {
  it('lets a save start when it fits beside what the site already keeps', async () => {
    storage(100 * mb, 40 * mb);
    await expect(ensureSpace(50 * mb)).resolves.toBeUndefined();
  });

  it('refuses before anything is written when it would not fit, saying how much is free', async () => {
    storage(100 * mb, 90 * mb);
    const refusal = ensureSpace(6 * mb);
    await expect(refusal).rejects.toBeInstanceOf(NotEnoughSpaceError);
    await expect(refusal).rejects.toMatchObject({ needed: 6 * mb, available: 5 * mb });
  });

  it('asks the browser to keep what is saved once, at the first save only', async () => {
    storage(100 * mb, 0);
    persist.mockClear();
    await askPersistOnce();
    await askPersistOnce();
    expect(persist).toHaveBeenCalledTimes(1);
  });
});

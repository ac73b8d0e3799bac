import { whenActive } from './registerServiceWorker';

/** A worker whose state the test moves on, as the browser does while it installs. */
class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

const registration = (workers: Partial<Record<'active' | 'installing' | 'waiting', FakeWorker>>) =>
  ({
    active: null,
    installing: null,
    waiting: null,
    ...workers,
  }) as unknown as ServiceWorkerRegistration;

describe('waiting for the service worker to be active', () => {
  it('resolves at once when a worker is active already', async () => {
    await expect(whenActive(registration({ active: new FakeWorker('activated') }))).resolves.toBe(
      undefined,
    );
  });

  it('resolves once the installing worker (it keeps the releases first) is activated', async () => {
    const worker = new FakeWorker('installing');
    let active = false;
    const waiting = whenActive(registration({ installing: worker })).then(() => (active = true));
    worker.moveTo('installed');
    worker.moveTo('activating');
    await Promise.resolve();
    expect(active).toBe(false);
    worker.moveTo('activated');
    await waiting;
    expect(active).toBe(true);
  });

  it('rejects when the worker fails to install', async () => {
    const worker = new FakeWorker('installing');
    const waiting = whenActive(registration({ installing: worker }));
    worker.moveTo('redundant');
    await expect(waiting).rejects.toThrow('did not install');
  });
});

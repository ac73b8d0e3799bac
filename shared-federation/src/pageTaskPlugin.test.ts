import { createInstance } from '@module-federation/enhanced/runtime';
import { pageTaskPlugin } from './pageTaskPlugin';

/** What happened, in order: the remote's entry, the tasks in between, its page module. */
let order: string[] = [];

/** A remote whose entry already ran (its container is on the page), exposing `./Page`. */
function pageWithRemote(plugins: ReturnType<typeof pageTaskPlugin>[]) {
  const name = `remote_${Math.random().toString(36).slice(2)}`;
  Reflect.set(globalThis, name, {
    init: () => void order.push('entry starts'),
    get: () => () => {
      order.push('page module runs');
      return { default: 'Page' };
    },
  });
  const host = createInstance({
    name: `page_${Math.random().toString(36).slice(2)}`,
    remotes: [
      { name, entry: `http://localhost:3003/${name}/remoteEntry.js`, entryGlobalName: name },
    ],
    plugins,
  });
  return { load: () => host.loadRemote<{ default: string }>(`${name}/Page`) };
}

/** The next task, as the shell's `yieldToBrowser` gives it without `scheduler.yield`. */
const nextTask = () =>
  new Promise<void>((resolve) =>
    setTimeout(() => {
      order.push('next task');
      resolve();
    }, 0),
  );

beforeEach(() => {
  order = [];
});

describe('pageTaskPlugin', () => {
  it("runs a remote's page module in a task after the one that started its entry", async () => {
    const { load } = pageWithRemote([pageTaskPlugin(nextTask)]);
    await expect(load()).resolves.toEqual({ default: 'Page' });
    expect(order).toEqual(['entry starts', 'next task', 'page module runs']);
  });

  it('without it, the runtime runs the page module right after the entry', async () => {
    const { load } = pageWithRemote([]);
    await expect(load()).resolves.toEqual({ default: 'Page' });
    expect(order).toEqual(['entry starts', 'page module runs']);
  });
});

import { createInstance } from '@module-federation/enhanced/runtime';
import { singletonSharePlugin } from './singletonSharePlugin';

/** A page (host) sharing one singleton and one ordinary package, with or without the plugin. */
function page(plugins = [singletonSharePlugin()]) {
  return createInstance({
    name: `page_${Math.random().toString(36).slice(2)}`,
    remotes: [],
    plugins,
    shared: {
      react: {
        version: '19.2.0',
        lib: () => ({ copy: 'the page’s react' }),
        shareConfig: { singleton: true, requiredVersion: '^19.2.0' },
      },
      dayjs: {
        version: '1.11.0',
        lib: () => ({ copy: 'the page’s dayjs' }),
        shareConfig: { singleton: false, requiredVersion: '^1.11.0' },
      },
    },
  });
}

async function load(host: ReturnType<typeof page>, name: string, requiredVersion: string) {
  const factory = await host.loadShare<{ copy: string }>(name, {
    customShareInfo: { shareConfig: { singleton: name === 'react', requiredVersion } },
  });
  return factory ? (factory()?.copy ?? 'none') : 'none';
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('singletonSharePlugin', () => {
  it("resolves a singleton to the page's one copy without the runtime's version check", async () => {
    // A range the copy does not meet: only the runtime's check would notice (and warn).
    expect(await load(page(), 'react', '^18.0.0')).toBe('the page’s react');
    expect(warn).not.toHaveBeenCalled();

    // Without the plugin the runtime parses the range and warns (what the plugin saves).
    expect(await load(page([]), 'react', '^18.0.0')).toBe('the page’s react');
    expect(warn).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/does not satisfy/));
  });

  it("leaves an ordinary shared package to the runtime's choice of version", async () => {
    expect(await load(page(), 'dayjs', '^1.10.0')).toBe('the page’s dayjs');
    // No copy in range: the runtime gives none, and the consumer takes its own fallback.
    expect(await load(page(), 'dayjs', '^2.0.0')).toBe('none');
  });
});

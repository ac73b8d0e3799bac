import type { RemoteMap } from '@btb/platform';
import { entryScriptPlugin } from './entryScriptPlugin';

const release = 'http://localhost:3002/releases/mf_search/0.2.0-abc/';
const map: RemoteMap = {
  mf_search: { entry: `${release}mf-manifest.json`, integrity: 'sha384-abc' },
  mf_song: { entry: 'http://localhost:3003/mf-manifest.json' },
};
const plugin = entryScriptPlugin(map);
type Info = Parameters<NonNullable<typeof plugin.createScript>>[0];
const scriptFor = (url: string, name: string) =>
  plugin.createScript?.({ url, attrs: {}, remoteInfo: { name } } as unknown as Info);

describe("the script that loads a remote's entry", () => {
  it('asks for it at high priority, with the hash the registry recorded for its release', () => {
    const script = scriptFor(`${release}remoteEntry.js`, 'mf_search') as HTMLScriptElement;
    expect(script.src).toBe(`${release}remoteEntry.js`);
    expect(script.fetchPriority).toBe('high');
    expect(script.integrity).toBe('sha384-abc');
    expect(script.crossOrigin).toBe('anonymous');
  });

  it('asks at high priority without a hash where none was recorded, or for another folder', () => {
    const plain = scriptFor('http://localhost:3003/remoteEntry.js', 'mf_song') as HTMLScriptElement;
    expect(plain.fetchPriority).toBe('high');
    expect(plain.integrity || '').toBe('');
    const elsewhere = scriptFor(
      'http://localhost:3202/remoteEntry.js',
      'mf_search',
    ) as HTMLScriptElement;
    expect(elsewhere.integrity || '').toBe('');
  });

  it("leaves a remote's other scripts (its chunks) to the runtime", () => {
    expect(scriptFor(`${release}1433.e90c9ef0.js`, 'mf_search')).toBeUndefined();
  });
});

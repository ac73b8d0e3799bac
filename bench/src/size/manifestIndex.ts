import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ports, siteRoot } from '../config';

export type ScriptKind = 'shell' | 'shared' | 'remote';

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
}
interface Manifest {
  name: string;
  shared: { name: string; assets: ManifestAssets }[];
  exposes: { name: string; assets: ManifestAssets }[];
}

export interface ScriptClass {
  kind: ScriptKind;
  /** The package that served it (`shell`, `mf-search`, ...). */
  origin: string;
  /** For shared chunks: the shared packages the manifest lists for that file. */
  sharedNames: string[];
}

const filesOf = (assets: ManifestAssets) => [...assets.js.sync, ...assets.js.async];

function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(path.join(siteRoot, dir, 'dist', 'mf-manifest.json'), 'utf8'));
}

/**
 * Classifies a script URL by the app that served it and that app's mf-manifest.json: files listed
 * under `shared[].assets.js` are shared libraries; everything else an app serves is its own code
 * (the shell's main bundle and chunks, a remote's remoteEntry.js and exposed chunks).
 */
export function createScriptClassifier(): (url: string) => ScriptClass | null {
  const byPort = new Map<string, { dir: string; shared: Map<string, string[]> }>();
  for (const [dir, port] of Object.entries(ports)) {
    const manifest = readManifest(dir);
    const shared = new Map<string, string[]>();
    for (const entry of manifest.shared)
      for (const file of filesOf(entry.assets))
        shared.set(file, [...(shared.get(file) ?? []), entry.name]);
    byPort.set(String(port), { dir, shared });
  }
  return (url) => {
    const parsed = new URL(url);
    const app = byPort.get(parsed.port);
    if (!app || parsed.hostname !== 'localhost') return null;
    const file = path.posix.basename(parsed.pathname);
    const sharedNames = app.shared.get(file);
    if (sharedNames) return { kind: 'shared', origin: app.dir, sharedNames };
    return { kind: app.dir === 'shell' ? 'shell' : 'remote', origin: app.dir, sharedNames: [] };
  };
}

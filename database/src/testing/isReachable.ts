import { spawnSync } from 'node:child_process';

/**
 * Whether a TCP service answers at `url`'s host and port, asked synchronously so a test file can
 * choose `describe` or `describe.skip` when it loads (Jest cannot skip from a `beforeAll`).
 */
export function isReachable(url: string): boolean {
  const { hostname, port } = new URL(url);
  const probe = `const s=require('net').connect(${Number(port)},${JSON.stringify(hostname)});
    s.setTimeout(1000,()=>process.exit(1));s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 3000 }).status === 0;
}

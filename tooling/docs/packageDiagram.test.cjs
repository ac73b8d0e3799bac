// The package diagram in docs/architecture.md is the one tooling/docs/packageDiagram.mjs generates
// from the workspaces' package.json files (`npm run docs:diagram` rewrites it).
const { spawnSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');
const script = path.join(__dirname, 'packageDiagram.mjs');

const run = (...args) =>
  spawnSync(process.execPath, [script, ...args], { cwd: repoRoot, encoding: 'utf8' });

describe('the package diagram in docs/architecture.md', () => {
  it('is the one the workspaces give (--check)', () => {
    const check = run('--check');
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('names every workspace once', () => {
    const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    const lines = run().stdout.split('\n');
    for (const folder of workspaces) {
      expect(lines.filter((line) => line.includes(`[${folder}]`))).toHaveLength(1);
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findBundleFiles, findSecrets, secretsToLookFor } from './bundleSecrets';

const repoRoot = path.resolve(__dirname, '../../..');

describe('no secrets in any bundle', () => {
  const bundles = findBundleFiles(repoRoot);
  if (bundles.length === 0) {
    console.warn('[bundle secrets] skipped: no */dist/**/*.js yet (build the site with npm start)');
  }
  const itWithBundles = bundles.length > 0 ? it : it.skip;

  itWithBundles('finds none of them in the built JavaScript', () => {
    const hits = findSecrets(bundles, secretsToLookFor(repoRoot, process.env));
    expect(hits.map((hit) => `${path.relative(repoRoot, hit.file)}: ${hit.label}`)).toEqual([]);
  });

  it('would catch each kind of secret in a bundle', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'btb-bundles-'));
    try {
      fs.mkdirSync(path.join(root, '.data', 'e2e'), { recursive: true });
      fs.writeFileSync(path.join(root, '.data', 'e2e', 'media-signing-secret'), 'f'.repeat(64));
      fs.mkdirSync(path.join(root, 'mf-x', 'dist', 'js'), { recursive: true });
      const leaks = [
        'f'.repeat(64),
        'DemoLearner!2025',
        'postgres://app:pw@db:5432/btb',
        '-----BEGIN RSA PRIVATE KEY-----',
        'new m.eSpeakNGWorker()',
      ];
      leaks.forEach((leak, i) =>
        fs.writeFileSync(path.join(root, 'mf-x', 'dist', 'js', `${i}.js`), `var a="${leak}";`),
      );
      fs.writeFileSync(path.join(root, 'mf-x', 'dist', 'js', 'clean.js'), 'var a=1;');
      const hits = findSecrets(findBundleFiles(root), secretsToLookFor(root, {}));
      expect(hits.map((hit) => hit.label).sort()).toEqual([
        'database connection URL',
        'eSpeak NG (GPL, seed time only)',
        'media signing secret',
        'private key',
        'seeded password of demo',
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

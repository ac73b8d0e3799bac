import path from 'node:path';
import { repoRoot } from '@btb/platform/paths';

/**
 * The generated media the test suites share (e2e's site, the scale test's processes): songs are
 * sung on first use (about a minute), and every suite on this checkout reuses them; a suite's own
 * fresh database takes each song's word times from beside its audio.
 */
export const testSuitesMediaDir = path.join(repoRoot, '.data', 'test-media');

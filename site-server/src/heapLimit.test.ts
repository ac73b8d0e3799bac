import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@btb/platform/paths';
import { heapLimitWarning, siteNodeFlags } from './heapLimit';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

describe('the heap limit of a site process', () => {
  it('is in every command that starts one (the scale test takes it from siteNodeFlags)', () => {
    const start = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts
      .start;
    expect(start).toBe(`tsx ${siteNodeFlags.join(' ')} site-server/src/start.ts`);
    const flags = siteNodeFlags.map((flag) => `'${flag}', `).join('');
    expect(read('docker-compose.yml')).toContain(
      `command: ['node', ${flags}'--import', 'tsx', 'site-server/src/start.ts']`,
    );
  });

  it('is said at start when the process was started without it', () => {
    // Jest's own process runs with V8's default limit, far above the site's.
    expect(heapLimitWarning()).toContain('--max-old-space-size=512');
  });
});

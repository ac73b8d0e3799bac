import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteApps } from '@btb/platform';

// The pages are imported statically (one bundle), so a remote added to platform.json must be added
// there too; read as text, as importing every page would start the whole site in the test.
const source = readFileSync(path.join(__dirname, 'staticPages.ts'), 'utf8');

it('bundles every module the platform exposes, so the monolith serves every route', () => {
  for (const remote of remoteApps)
    for (const { module } of remote.exposes) expect(source).toContain(`'${remote.name}/${module}'`);
});

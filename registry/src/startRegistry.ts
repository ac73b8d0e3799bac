import { dataDirOf, type Db } from '@btb/database';
import { shellApp } from '@btb/platform';
import { distDir } from '@btb/platform/paths';
import { shellProvides } from './compatibility';
import { releaseLocalBuilds } from './localBuilds';
import { createRegistry } from './registry';
import { migrateRegistry } from './registryStore';
import { releasesDirOf } from './releaseFiles';

/** The registry on the site's database, with this checkout's builds released (see localBuilds). */
export async function startRegistry(db: Db, dataDir = dataDirOf(process.env)) {
  await migrateRegistry(db);
  const releasesDir = releasesDirOf(process.env, dataDir);
  const registry = createRegistry({
    db,
    releasesDir,
    shellProvides: () => shellProvides(distDir(shellApp)),
  });
  await releaseLocalBuilds(registry, releasesDir);
  return { ...registry, releasesDir };
}

import path from 'node:path';
import { repoRoot } from '@btb/platform/paths';

/** The database and media folder: `DATA_DIR`, by default `<repo>/.data`. */
export const dataDirOf = (env: NodeJS.ProcessEnv) =>
  path.resolve(env.DATA_DIR || path.join(repoRoot, '.data'));

import { readdirSync } from 'node:fs';
import autocannon, { type Result } from 'autocannon';
import { remoteApps } from '@btb/platform';
import { distDir } from '@btb/platform/paths';
import { contentHashed } from '@btb/site-server/cacheHeaders';

/** One autocannon load, as a promise of its result. */
export function run(options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The content-hashed files of a remote's build (the ones nginx and site-server cache for a year). */
export function hashedChunksOf(folder: string): string[] {
  const app = remoteApps.find((candidate) => candidate.folder === folder);
  return app ? readdirSync(distDir(app)).filter((file) => contentHashed.test(file)) : [];
}

import type { PageMeta } from '@btb/shared-store';
import { shellPagePaths } from '@btb/platform';
import { authMeta } from '../pages/authMeta';
import { confirmEmailMeta } from '../pages/confirmEmailMeta';
import { deploymentsMeta } from '../deployments/deploymentsMeta';
import { privacyMeta } from '../privacy/privacyMeta';

/** The shell's own pages' heads, by path (the server's; each page uses its own in the browser). */
const shellPageMetas: Record<string, PageMeta> = {
  [shellPagePaths.auth]: authMeta,
  [shellPagePaths.confirmEmail]: confirmEmailMeta,
  [shellPagePaths.privacy]: privacyMeta,
  [shellPagePaths.deployments]: deploymentsMeta,
};

/** The shell page's meta for a path, matched as the router does (any case, a trailing slash). */
export function shellPageMetaFor(pathname: string): PageMeta | undefined {
  return shellPageMetas[pathname.toLowerCase().replace(/\/+$/, '')];
}

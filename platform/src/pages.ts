/** A page a remote serves at a path of the site (SPEC section 2). */
export interface RouteDescription {
  /** Keeps one page's state apart from another's (React key of its route). */
  key: string;
  path: string;
  /** The exposed module that renders it (`SearchPage` for `./SearchPage`). */
  module: string;
  /**
   * A page of one learner (their reviews, their progress): never indexed (robots.txt disallows
   * it, its server-rendered head says `noindex`).
   */
  private?: boolean;
}

/**
 * A path a remote may serve or link to: `/`, or fixed segments and `:params` (no wildcards or
 * patterns). The registry refuses others, the shell skips them.
 */
export const routePathPattern = /^\/$|^(\/(:[A-Za-z][A-Za-z0-9_]*|[A-Za-z0-9._~-]+))+$/;

/** A link in the shell's navigation bar; `label` in every supported language. */
export interface NavDescription {
  path: string;
  /** Lower comes first. */
  order: number;
  /** In every interface language; a release registered before Spanish may lack `es` (English shows). */
  label: { en: string; de: string; es?: string };
  /** A count a shared package fills (see the shell's nav badges); optional. */
  badge?: string;
}

/** What the registry serves about a remote at run time: its routes and nav links. */
export interface RemotePagesDescription {
  routes: RouteDescription[];
  nav?: NavDescription[];
}

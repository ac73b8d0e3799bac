/** The worker's caches (beside Workbox's precache of the shell's own files). */
export const workerCaches = {
  /** Files of the remotes' releases: immutable, kept for the current and the previous map. */
  releases: 'btb-releases',
  /** Pages as last served, for a reload without network. */
  pages: 'btb-pages',
  /** Remote maps and manifests outside a release, as last read. */
  fresh: 'btb-fresh',
  /** Icons and the web app manifest. */
  static: 'btb-static',
} as const;

/** The map the worker keeps releases for, stored in the `fresh` cache under this URL. */
export const remoteMapPath = '/remotes.json';

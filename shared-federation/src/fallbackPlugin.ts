import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Loading layer: when a remote cannot be loaded, hand back a module whose page is the translated
 * fallback. Only at `onLoad`: a value returned at `afterResolve` would be taken for a manifest.
 * The fallback is imported when needed: the runtime starts before React, which it must not pull in.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'btb-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`Remote module ${id} failed to load (${lifecycle})`, error);
      if (lifecycle !== 'onLoad') return undefined;
      return import('./RemoteFallback').then(({ RemoteFallback }) => ({
        __esModule: true,
        default: RemoteFallback,
      }));
    },
  };
}

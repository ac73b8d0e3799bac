import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Each time a module asks for a shared singleton, the federation runtime checks the page's copy
 * against the module's version range with its semver parser, which compiles a dozen regular
 * expressions per check, only to log a warning on a mismatch: about a third of the page's first
 * script task on a slow phone. The page checks a remote's singletons once, against its manifest,
 * before any of its code runs, and fails its load on a mismatch (`sharedVersionPlugin`); the shell's
 * and a standalone page's own singletons are their own build's. So a singleton resolves straight to
 * the one copy the page registered; every other shared package keeps the runtime's own choice.
 */
export function singletonSharePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'btb-singleton-share',
    resolveShare(args) {
      if (!args.shareInfo.shareConfig?.singleton) return args;
      const shared = args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version];
      return shared ? { ...args, resolver: () => ({ shared, useTreesShaking: false }) } : args;
    },
  };
}

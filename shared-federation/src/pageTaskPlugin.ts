import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Start-up layer: a remote's page module runs in a task of its own. The runtime evaluates the
 * remote's entry, starts its container and, in the same task, runs the page's module graph (its
 * components, its calls injected into the store, its strings): one long task on a phone. Here the
 * runtime waits for `nextTask` (the shell's `yieldToBrowser`) between the two, so the browser may
 * paint or answer a tap in between.
 */
export function pageTaskPlugin(nextTask: () => Promise<void>): ModuleFederationRuntimePlugin {
  return {
    name: 'btb-page-task',
    beforeExecuteFactory: () => nextTask(),
  };
}

import { yieldToBrowser } from './yieldToBrowser';

/** Loads a module (a dynamic `import()`), which evaluates it if it was not yet. */
export type ModuleStep = () => Promise<unknown>;

/**
 * Evaluates modules one after another, each in a task of its own, then loads `last`. Evaluating a
 * module runs every module it imports that has not run yet, in one go: the libraries a bootstrap
 * builds on, evaluated first and one per task, leave it only its own code to run, instead of one
 * long task for the whole graph.
 */
export async function evaluateInSteps<T>(steps: readonly ModuleStep[], last: () => Promise<T>) {
  for (const step of steps) {
    await step();
    await yieldToBrowser();
  }
  return last();
}

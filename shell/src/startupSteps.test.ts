import { readFileSync } from 'node:fs';
import path from 'node:path';
import platform from '@btb/platform/platform.json';

interface StartupStep {
  module: string;
  /** The exports the step names (`webpackExports`): webpack keeps only these of the module. */
  exports?: string[];
}

/** The modules `index.ts` evaluates one per task before the bootstrap, in its order. */
function startupSteps(): StartupStep[] {
  const source = readFileSync(path.join(__dirname, 'index.ts'), 'utf8');
  const steps = /evaluateInSteps\(\s*\[([\s\S]*?)\],\s*\(\) =>/.exec(source)?.[1] ?? '';
  const imports = steps.matchAll(/import\(\s*((?:\/\*[\s\S]*?\*\/\s*)*)['"]([^'"]+)['"]\s*\)/g);
  return [...imports].map(([, comments = '', module = '']) => {
    const named = /webpackExports:\s*(\[[^\]]*\])/.exec(comments)?.[1];
    return { module, ...(named ? { exports: JSON.parse(named) as string[] } : {}) };
  });
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const shared: string[] = [...platform.shared.thirdParty, ...platform.shared.workspace];

describe('the start-up steps', () => {
  it('are shared singletons of the platform: webpack needs their imports written out', () => {
    const steps = startupSteps();
    expect(steps.length).toBeGreaterThan(3);
    for (const step of steps) {
      // Another library is taken for the exports it names only, so its step adds no code.
      if (!shared.includes(packageOf(step.module))) expect(step.exports?.length).toBeGreaterThan(0);
    }
  });

  it('run Redux Toolkit in a task of its own right before shared-store, which wraps it', () => {
    const modules = startupSteps().map((step) => step.module);
    expect(modules.indexOf('@reduxjs/toolkit/query/react')).toBe(
      modules.indexOf('@btb/shared-store') - 1,
    );
  });
});

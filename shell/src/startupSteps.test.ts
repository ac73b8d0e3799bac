import { readFileSync } from 'node:fs';
import path from 'node:path';
import platform from '@btb/platform/platform.json';

/** The modules `index.ts` evaluates one per task before the bootstrap, in its order. */
function startupSteps(): string[] {
  const source = readFileSync(path.join(__dirname, 'index.ts'), 'utf8');
  const steps = (/evaluateInSteps\(\s*\[([\s\S]*?)\],/.exec(source)?.[1] ?? '').replace(
    /\/\*[\s\S]*?\*\//g,
    '',
  );
  return [...steps.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1] ?? '');
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('the start-up steps', () => {
  it('are shared singletons of the platform: webpack needs their imports written out', () => {
    const shared = [...platform.shared.thirdParty, ...platform.shared.workspace];
    const steps = startupSteps();
    expect(steps.length).toBeGreaterThan(3);
    for (const step of steps) expect(shared).toContain(packageOf(step));
  });
});

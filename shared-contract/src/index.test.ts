import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * What a browser bundle takes from `@btb/shared-contract`: the modules webpack reaches from the
 * entry after TypeScript has erased the types (ts-loader transpiles each file the same way).
 */
function bundledImports(entry: string): { files: string[]; packages: Set<string> } {
  const files: string[] = [];
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, isolatedModules: true },
    });
    for (const [, specifier] of outputText.matchAll(/(?:import|export)[^'"]*from\s+'([^']+)'/g)) {
      if (!specifier) continue;
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), `${specifier}.ts`));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('the contract in browser bundles', () => {
  it('brings no schema code into a bundle: the entry exports types and small values only', () => {
    const { files, packages } = bundledImports(path.join(__dirname, 'index.ts'));
    expect([...packages]).toEqual([]);
    expect(files.map((file) => path.basename(file)).sort()).toEqual(
      [
        'analyticsFieldCaps.ts',
        'cookies.ts',
        'coverRasters.ts',
        'dataBlock.ts',
        'languages.ts',
        'learningPair.ts',
        'releases.ts',
        'lyricSections.ts',
        'index.ts',
        'reviewLimits.ts',
        'quizScoreLimits.ts',
        'routes.ts',
        'storageKeys.ts',
        'storedData.ts',
      ].sort(),
    );
  });

  it('has the schemas behind its own entry, for the API', () => {
    const { packages } = bundledImports(path.join(__dirname, 'schemas.ts'));
    expect([...packages]).toEqual(['@sinclair/typebox']);
  });
});

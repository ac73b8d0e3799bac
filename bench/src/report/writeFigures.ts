import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import prettier from 'prettier';
import { repoRoot } from '../config';
import type { BenchResults } from './BenchResults';
import { figureRows, mergeFigureTable, parseFigureTable } from './figuresTable';

const start = '<!-- bench:figures:start -->';
const end = '<!-- bench:figures:end -->';

/**
 * Writes this run's figures into the README's one table of current figures (between its markers),
 * keeping the rows of phases this run did not measure, formatted as the repository's Prettier
 * would. Returns false when the README has no table.
 */
export async function writeFigures(
  results: BenchResults,
  readme = path.join(repoRoot, 'README.md'),
): Promise<boolean> {
  const text = readFileSync(readme, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) return false;
  const existing = parseFigureTable(text.slice(from + start.length, to));
  const table = mergeFigureTable(existing, figureRows(results, os.loadavg()[0] ?? 0));
  const written = `${text.slice(0, from + start.length)}\n\n${table}\n\n${text.slice(to)}`;
  const options = (await prettier.resolveConfig(readme)) ?? {};
  writeFileSync(readme, await prettier.format(written, { ...options, filepath: readme }));
  return true;
}

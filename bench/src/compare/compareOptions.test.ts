import { repoRoot } from '../config';
import { compareOptionsFrom } from './compareOptions';

const allPages = ['/', '/search', '/me'];
const optionsOf = (env: Record<string, string>) =>
  compareOptionsFrom({ BENCH_COMPARE_ROOT: repoRoot, ...env }, allPages);

describe('what bench:compare compares, from the environment', () => {
  it('compares every page and both parts unless told otherwise', () => {
    const options = optionsOf({});
    expect([options.pages, options.parts]).toEqual([allPages, ['lighthouse', 'interaction']]);
    expect([options.runs, options.interactionRuns]).toEqual([3, 10]);
  });

  it('takes a list of pages and a part, in their own order, and whole positive counts', () => {
    const options = optionsOf({
      BENCH_ONLY_PAGES: '/me, /',
      BENCH_COMPARE_ONLY: 'interaction',
      BENCH_COMPARE_RUNS: '5',
      BENCH_COMPARE_INTERACTION_RUNS: '0',
    });
    expect([options.pages, options.parts]).toEqual([['/', '/me'], ['interaction']]);
    expect([options.runs, options.interactionRuns]).toEqual([5, 10]);
  });

  it('refuses a page or a part it does not know, naming the variable', () => {
    expect(() => optionsOf({ BENCH_ONLY_PAGES: '/serch' })).toThrow(
      /BENCH_ONLY_PAGES: no such \/serch/,
    );
    expect(() => optionsOf({ BENCH_COMPARE_ONLY: 'lighthose' })).toThrow(
      /BENCH_COMPARE_ONLY: no such lighthose/,
    );
  });
});

import type { FigureRow } from '../report/figureRow';
import type { BenchResults } from '../report/BenchResults';

/** One README row per fault of `docs/scale.md`'s table: the scale test's rows whose check starts so. */
const faults = [
  { what: 'PostgreSQL stopped 10 s under load (nginx, 3 processes)', starts: 'PostgreSQL' },
  { what: 'Redis killed 10 s under load', starts: 'Redis' },
  { what: 'one of 3 processes answering 300 ms late, under load', starts: 'one process' },
  { what: "the releases' disk full 10 s under load", starts: 'releases disk full' },
  { what: 'resident memory per site process under the mixed load', starts: 'resident memory' },
];

/** How many of a fault's checks held, which missed, and the figures its rows give. */
export function faultRows(r: BenchResults, host: string): FigureRow[] {
  const rows = r.faults?.rows ?? [];
  return faults.flatMap(({ what, starts }) => {
    const checks = rows.filter((row) => row.check.startsWith(starts));
    if (checks.length === 0) return [];
    const missed = checks.filter((row) => !row.ok).map((row) => row.check);
    const figures = checks.flatMap((row) => (row.figure ? [row.figure] : []));
    const held = `${checks.length - missed.length} of ${checks.length} checks hold${missed.length > 0 ? ` (missed: ${missed.join(', ')})` : ''}`;
    return [
      {
        what,
        figure: [held, ...figures].join('; '),
        goal: checks.length === 1 ? (checks[0]?.goal ?? '') : "each check of docs/scale.md's table",
        measured: host,
      },
    ];
  });
}

import type { ScaleRow } from '@btb/deploy/scaleRow';
import type { BenchResults } from '../report/BenchResults';
import { faultRows } from './faultRows';

const row = (check: string, ok: boolean, figure?: string): ScaleRow => ({
  check,
  measured: 'x',
  goal: 'y',
  ok,
  ...(figure ? { figure } : {}),
});

const results = (rows: ScaleRow[]): BenchResults => ({
  startedAt: '2026-12-07T10:00:00.000Z',
  quick: false,
  tree: { root: '/repo', commit: 'abc1234' },
  machine: { cpus: 2, memoryGb: 24, node: 'v20', chromium: '' },
  errors: [],
  faults: { rows, passed: rows.every((r) => r.ok) },
});

describe("the README's rows of faults under load", () => {
  it('gives one row per fault: how many of its checks held, which missed, and its figures', () => {
    const rows = faultRows(
      results([
        row('GET requests through nginx', true),
        row('PostgreSQL stopped: slowest answer', true, 'slowest answer while down 629 ms'),
        row('PostgreSQL restart: metrics and logs', false),
        row('one process 300 ms late: p99', true, 'p99 334 ms (263 ms before)'),
      ]),
      '2026-12-07, load 2.0',
    );
    expect(rows.map(({ what, figure }) => [what, figure])).toEqual([
      [
        'PostgreSQL stopped 10 s under load (nginx, 3 processes)',
        '1 of 2 checks hold (missed: PostgreSQL restart: metrics and logs); slowest answer while down 629 ms',
      ],
      [
        'one of 3 processes answering 300 ms late, under load',
        '1 of 1 checks hold; p99 334 ms (263 ms before)',
      ],
    ]);
  });

  it('gives none when the faults did not run', () => {
    expect(faultRows({ ...results([]), faults: undefined }, 'today')).toEqual([]);
  });
});

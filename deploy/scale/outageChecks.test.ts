import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '@btb/platform/paths';
import { releasesDiskFullMessage } from '@btb/registry/releaseFiles';
import { databaseRestartRows } from './databaseRestartChecks';
import type { OutageEvidence as RestartEvidence } from './outageEvidence';
import type { OutagePhase } from './outageLoad';
import { redisLossRows } from './redisLossChecks';
import { diskFullRows, type DiskFullEvidence } from './diskFullChecks';
import { slowProcessRows, type SlowProcessEvidence } from './slowProcessChecks';

const folder = mkdtempSync(path.join(os.tmpdir(), 'btb-restart-checks-'));
const logFile = (name: string, lines: string[]) => {
  const file = path.join(folder, name);
  writeFileSync(file, lines.join('\n'));
  return file;
};

type Sample = OutagePhase['samples'][number];
const sample = (at: number, status: number, ms = 20, extra: Partial<Sample> = {}): Sample => ({
  kind: 'read',
  at,
  ms,
  status,
  retryAfter: status === 503 ? '5' : null,
  explained: status === 503,
  ...extra,
});

/** A restart that went as it should: down from 8 s to 18 s, normal again from 23 s. */
function goodEvidence(): RestartEvidence {
  const samples = [
    ...Array.from({ length: 100 }, (_, i) => sample(i * 80, 200)),
    ...Array.from({ length: 50 }, (_, i) => sample(8000 + i * 200, i % 2 ? 503 : 200, 4)),
    ...Array.from({ length: 100 }, (_, i) => sample(23_000 + i * 60, 200, 25)),
  ];
  const metrics = [
    'db_reconnects_total 1\nhttp_unavailable_total{cause="database"} 20\ndependency_up{dependency="database"} 1',
    'db_reconnects_total 1\nhttp_unavailable_total{cause="database"} 5\ndependency_up{dependency="database"} 1',
  ];
  return {
    phase: {
      samples,
      downAt: 8000,
      backAt: 18_000,
      ready: {
        status: 503,
        body: {
          status: 'unavailable',
          failures: ['database: connect ECONNREFUSED 127.0.0.1:5495'],
        },
      },
      acknowledged: [{ kind: 'like', clientKey: 'c:x', songId: 1 }],
      reviewIds: ['fault1'],
    },
    missing: 0,
    metrics,
    logFiles: [
      logFile('p1.log', [
        '{"msg":"database unreachable: answering 503"}',
        '{"msg":"database reachable again"}',
      ]),
      logFile('p2.log', [
        '{"msg":"database unreachable: answering 503"}',
        '{"msg":"database reachable again"}',
      ]),
    ],
  };
}

const missed = (evidence: RestartEvidence) =>
  databaseRestartRows(evidence)
    .filter((row) => !row.ok)
    .map((row) => row.check);

describe('the checks of a PostgreSQL restart under load', () => {
  it('all hold when the site answered as it should', () => {
    expect(missed(goodEvidence())).toEqual([]);
  });

  it('miss a 500, a 503 without Retry-After, or a request with no answer', () => {
    for (const bad of [
      sample(9000, 500),
      sample(9000, 503, 4, { retryAfter: null }),
      sample(9000, 503, 4, { explained: false }),
      sample(9000, 0),
    ]) {
      const evidence = goodEvidence();
      evidence.phase.samples.push(bad);
      expect(missed(evidence)).toEqual(['PostgreSQL stopped 10 s under load: answers']);
    }
  });

  it('miss an answer slower than 5 s while down, and a p99 not back after 5 s', () => {
    const slow = goodEvidence();
    slow.phase.samples.push(sample(9000, 503, 5001));
    expect(missed(slow)).toEqual(['PostgreSQL stopped: slowest answer']);
    const notBack = goodEvidence();
    for (let i = 0; i < 5; i += 1) notBack.phase.samples.push(sample(24_000, 200, 500));
    expect(missed(notBack)).toEqual(['PostgreSQL back: p99 from 5 s on']);
  });

  it('miss a lost write, a ready that hid the cause, and a log line per request', () => {
    const lost = goodEvidence();
    lost.missing = 1;
    const hidden = goodEvidence();
    hidden.phase.ready = { status: 200, body: { status: 'ready' } };
    const noisy = goodEvidence();
    noisy.logFiles[0] = logFile('p3.log', [
      '{"msg":"database unreachable: answering 503"}',
      '{"msg":"database unreachable: answering 503"}',
      '{"msg":"database reachable again"}',
    ]);
    expect([lost, hidden, noisy].map(missed)).toEqual([
      ['PostgreSQL restart: acknowledged writes kept'],
      ['PostgreSQL stopped: /api/ready'],
      ['PostgreSQL restart: metrics and logs'],
    ]);
  });

  it("are the ones docs/scale.md's table of faults names, each once", () => {
    const doc = readFileSync(path.join(repoRoot, 'docs', 'scale.md'), 'utf8');
    const lines = doc.slice(doc.indexOf('## What happens when')).split('\n');
    const start = lines.findIndex((line) => line.startsWith('| when'));
    const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'));
    const rows = lines.slice(start, end).filter((line) => !line.includes('---'));
    const named = rows
      .slice(1)
      .flatMap((row) => (row.split('|').at(-2) ?? '').split(';'))
      .map((name) => name.trim())
      .filter(Boolean);
    const redisRows = redisLossRows({
      ...goodEvidence(),
      loginsWhileAway: [],
      loginsAfter: [],
      bounds: { perProcess: 3, shared: 10 },
    });
    expect(named.sort()).toEqual(
      [
        ...databaseRestartRows(goodEvidence()),
        ...redisRows,
        ...slowProcessRows(slowEvidence()),
        ...diskFullRows(fullEvidence()),
      ]
        .map((row) => row.check)
        .sort(),
    );
  });

  it('for Redis lost: hold when every answer came and logins were bounded, miss a 500', () => {
    const redisEvidence = () => {
      const evidence = goodEvidence();
      evidence.phase.samples = evidence.phase.samples.map((s) => ({ ...s, status: 200 }));
      evidence.phase.ready = { status: 200, body: { status: 'degraded', failures: ['redis: x'] } };
      evidence.metrics = ['dependency_up{dependency="redis"} 1'];
      evidence.logFiles = [logFile('r.log', ['"redis unreachable"', '"redis reachable again"'])];
      return {
        ...evidence,
        loginsWhileAway: [401, 401, 401, 429],
        loginsAfter: [...Array.from({ length: 10 }, () => 401), 429],
        bounds: { perProcess: 3, shared: 10 },
      };
    };
    const redisMissed = (evidence: ReturnType<typeof redisEvidence>) =>
      redisLossRows(evidence)
        .filter((row) => !row.ok)
        .map((row) => row.check);
    expect(redisMissed(redisEvidence())).toEqual([]);
    const failed = redisEvidence();
    failed.phase.samples.push(sample(9000, 500));
    const open = redisEvidence();
    open.loginsWhileAway = [401, 401, 401, 401];
    expect([failed, open].map(redisMissed)).toEqual([
      ['Redis killed 10 s under load: answers'],
      ['Redis killed: logins limited per process'],
    ]);
  });
});

/** A slow process nginx sent few requests while slow: the p99 barely moved. */
function slowEvidence(): SlowProcessEvidence {
  const evidence = goodEvidence();
  evidence.phase.samples = [
    ...Array.from({ length: 100 }, (_, i) => sample(i * 80, 200, 40)),
    ...Array.from({ length: 200 }, (_, i) => sample(8000 + i * 50, 200, i === 7 ? 340 : 45)),
    ...Array.from({ length: 100 }, (_, i) => sample(18_000 + i * 60, 200, 45)),
  ];
  return {
    ...evidence,
    toSlow: { slow: 12, all: 400 },
    watched: { slowWhileSlow: 1, slowAfter: 0, slowLines: 1, backLines: 1, others: [] },
  };
}

describe('the checks of one process answering late', () => {
  const slowMissed = (evidence: SlowProcessEvidence) =>
    slowProcessRows(evidence)
      .filter((row) => !row.ok)
      .map((row) => row.check);

  it('hold when the p99 stayed near the one before and every answer came', () => {
    expect(slowMissed(slowEvidence())).toEqual([]);
  });

  it('miss a p99 over twice the one before, a 502, and a lost write', () => {
    const slowTail = slowEvidence();
    for (let i = 0; i < 10; i += 1) slowTail.phase.samples.push(sample(12_000, 200, 340));
    const failed = slowEvidence();
    failed.phase.samples.push(sample(12_000, 502));
    const lost = slowEvidence();
    lost.missing = 1;
    expect([slowTail, failed, lost].map(slowMissed)).toEqual([
      ['one process 300 ms late: p99'],
      ['one process 300 ms late: answers'],
      ['one process 300 ms late: answers'],
    ]);
  });

  it('miss a slow process the watch did not show, a flapping one, and another called slow', () => {
    const watched = (change: Partial<SlowProcessEvidence['watched']>) => {
      const evidence = slowEvidence();
      evidence.watched = { ...evidence.watched, ...change };
      return evidence;
    };
    const metrics = 'one process 300 ms late: metrics and logs';
    expect(
      [
        watched({ slowWhileSlow: 0 }),
        watched({ slowAfter: 1 }),
        watched({ slowLines: 2, backLines: 2 }),
        watched({ backLines: 0 }),
        watched({ others: ['127.0.0.1:4901 upstream slow: answering far later than the others'] }),
      ].map(slowMissed),
    ).toEqual([[metrics], [metrics], [metrics], [metrics], [metrics]]);
  });
});

/** The releases' disk full: the release refused with 507, nothing left, staged once space was back. */
function fullEvidence(): DiskFullEvidence {
  const evidence = goodEvidence();
  evidence.phase.samples = evidence.phase.samples.map((s) => ({ ...s, status: 200 }));
  return {
    ...evidence,
    releasesDir: '/run/releases',
    notMounted: null,
    metrics: evidence.metrics.map((text) => `${text}\nvolume_full{volume="releases"} 0`),
    logFiles: ['p1', 'p2'].map((name) =>
      logFile(`${name}-disk.log`, [
        '{"level":50,"volume":"releases","msg":"disk full: releases writes answer 507"}',
        '{"level":40,"volume":"releases","msg":"disk space back: releases"}',
      ]),
    ),
    whileFull: {
      status: 507,
      message: releasesDiskFullMessage('/run/releases'),
      leftBehind: [],
      metrics: ['volume_full{volume="releases"} 1', 'volume_full{volume="releases"} 1'],
    },
    after: { created: true, servedStatus: 200 },
  };
}

describe('the checks of the releases disk filled under load', () => {
  const fullMissed = (evidence: DiskFullEvidence) =>
    diskFullRows(evidence)
      .filter((row) => !row.ok)
      .map((row) => row.check);

  it('hold when the release was refused cleanly and staged once space was back', () => {
    expect(fullMissed(fullEvidence())).toEqual([]);
  });

  it('miss a 500, a partial folder, a page that failed, no recovery, and no disk to fill', () => {
    const failed = fullEvidence();
    failed.whileFull = { ...failed.whileFull, status: 500 };
    const partial = fullEvidence();
    partial.whileFull = { ...partial.whileFull, leftBehind: ['0.0.0-scale-abc.partial-1'] };
    const broken = fullEvidence();
    broken.phase.samples.push(sample(9000, 502));
    const stuck = fullEvidence();
    stuck.after = { created: true, servedStatus: 404 };
    const unmounted = fullEvidence();
    unmounted.notMounted = 'mounting a tmpfs needs root';
    expect([failed, partial, broken, stuck, unmounted].map(fullMissed)).toEqual([
      ['releases disk full: a release staged'],
      ['releases disk full: nothing half-stored'],
      ['releases disk full under load: answers'],
      ['releases disk full: space back'],
      [
        'releases disk full: a release staged',
        'releases disk full: nothing half-stored',
        'releases disk full: metrics and logs',
      ],
    ]);
  });

  it('miss a process that did not show the full disk, one still full after, and a line per write', () => {
    const metrics = 'releases disk full: metrics and logs';
    const unseen = fullEvidence();
    unseen.whileFull.metrics = [
      'volume_full{volume="releases"} 1',
      'volume_full{volume="releases"} 0',
    ];
    const stuck = fullEvidence();
    stuck.metrics = ['volume_full{volume="releases"} 1', 'volume_full{volume="releases"} 0'];
    const chatty = fullEvidence();
    chatty.logFiles = [
      logFile(
        'chatty.log',
        Array.from({ length: 3 }, () => 'disk full: releases writes answer 507'),
      ),
      chatty.logFiles[1] as string,
    ];
    expect([unseen, stuck, chatty].map(fullMissed)).toEqual([[metrics], [metrics], [metrics]]);
  });
});

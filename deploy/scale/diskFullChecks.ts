import { releasesDiskFullMessage } from '@btb/registry/releaseFiles';
import {
  brokenAnswers,
  countBy,
  metricSum,
  transitionLines,
  windows,
  type OutageEvidence,
} from './outageEvidence';
import type { StagedAfter, StagedWhileFull } from './releasesDiskFull';
import type { ScaleRow } from './scaleRow';

export interface DiskFullEvidence extends OutageEvidence {
  releasesDir: string;
  /** Why there was no small file system to fill, if there was none. */
  notMounted: string | null;
  whileFull: StagedWhileFull;
  after: StagedAfter;
}

export function diskFullRows(evidence: DiskFullEvidence): ScaleRow[] {
  const { phase, whileFull, after, notMounted } = evidence;
  const { during } = windows(phase, 0);
  const broken = brokenAnswers(phase.samples);
  const writes = phase.acknowledged.length + phase.reviewIds.length;
  const expected = releasesDiskFullMessage(evidence.releasesDir);
  const full = 'volume_full{volume="releases"}';
  const fullWhile = metricSum(whileFull.metrics, full);
  const fullAfter = metricSum(evidence.metrics, full);
  const lines = transitionLines(
    evidence.logFiles,
    /disk full: releases/,
    /disk space back: releases/,
  );
  const processes = evidence.logFiles.length;
  return [
    {
      check: 'releases disk full: a release staged',
      measured: notMounted ?? `${whileFull.status ?? 'no status'}: ${whileFull.message}`,
      goal: '507 saying the disk is full',
      ok: !notMounted && whileFull.status === 507 && whileFull.message === expected,
    },
    {
      check: 'releases disk full: nothing half-stored',
      measured: `left behind: ${whileFull.leftBehind.join(', ') || 'nothing'}`,
      goal: 'nothing',
      ok: !notMounted && whileFull.leftBehind.length === 0,
    },
    {
      check: 'releases disk full under load: answers',
      measured: `${during.length} requests while full: ${JSON.stringify(countBy(during))}; 5xx or no answer: ${broken.length}; acknowledged writes kept ${writes - evidence.missing} of ${writes}`,
      goal: 'no 5xx, no write lost',
      ok: during.length > 0 && broken.length === 0 && evidence.missing === 0,
      figure: `${broken.length} 5xx while full, ${writes - evidence.missing} of ${writes} acknowledged writes kept`,
    },
    {
      check: 'releases disk full: space back',
      measured: `staged ${after.created ? 'anew' : 'already (?)'}, its manifest through nginx HTTP ${after.servedStatus}`,
      goal: 'staged, no restart, served 200',
      ok: after.created && after.servedStatus === 200,
    },
    {
      check: 'releases disk full: metrics and logs',
      measured: `${full} ${fullWhile} of ${processes} processes while full, ${fullAfter} after; log lines full/back per process ${lines.text}`,
      goal: 'every process: 1 while full, 0 after, one line each way',
      ok:
        !notMounted &&
        fullWhile === processes &&
        fullAfter === 0 &&
        lines.text === Array.from({ length: processes }, () => '1/1').join(' '),
    },
  ];
}

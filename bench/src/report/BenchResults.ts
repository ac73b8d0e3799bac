import type { ApiLoadReport } from '../api/apiLoad';
import type { RedeployHeap } from '../render/redeployHeap';
import type { RenderLoad } from '../render/renderLoad';
import type { LoadResult } from '../api/cannon';
import type { BuildTimes } from '../build/buildTimes';
import type { TapsReport } from '../interaction/taps/measureTaps';
import type { TimedRun } from '../build/timedCommand';
import type { LighthouseResult } from '../lighthouse/runLighthouse';
import type { MonolithRouteSize } from '../monolith/monolithSizes';
import type { FaultReport } from '../faults/faultRun';
import type { ScaleReport } from '../scale/scaleLoad';
import type { RssSummary } from '../site/RssSampler';
import type { SearchLoadReport } from '../search/searchLoad';
import type { SeedReport } from '../seed/seedMedia';
import type { RouteSize } from '../size/routeSizes';
import type { Timings } from './stats';

/** Everything one `npm run bench` measured; written to bench/results/ as JSON. */
export interface BenchResults {
  startedAt: string;
  quick: boolean;
  /** The measured checkout (`BENCH_SITE_ROOT`, this tree by default) and its commit. */
  tree: { root: string; commit: string };
  machine: { cpus: number; memoryGb: number; node: string; chromium: string };
  site?: { startSeconds: number; startupPeakMb: number; servingRss: RssSummary };
  sizes?: RouteSize[];
  monolith?: { build: TimedRun; routes: MonolithRouteSize[] };
  lighthouse?: LighthouseResult[];
  /** The host's calibration the browser phases ran under (the median of the warm-up runs' index). */
  calibration?: { benchmarkIndex: number; cpuMultiplier: number };
  /** Timed on the phone Lighthouse emulates: the CPU slowed by the calibrated multiplier. */
  interactions?: {
    benchmarkIndex: number;
    cpuMultiplier: number;
    /** How long each tap held the pointer down (`pressMs`); timed from its release. Unset: 0. */
    pressMs?: number;
    playToAudio: Timings;
    routeChangeToNewRemote: Timings;
  };
  /** Issue 74 point 5: each learner tap's INP-style latency on the phone, its screen and its CPU. */
  taps?: TapsReport;
  /** Server pages kept and rendered afresh, and a static file of the same server, at 10 and 100 connections. */
  render?: RenderLoad;
  /** A release file and a shell chunk from a site origin and from a bare server, at 10 and 100 connections. */
  staticFiles?: LoadResult[];
  redeployHeap?: RedeployHeap;
  api?: ApiLoadReport;
  /** Through nginx: 1, 2 and 3 API processes beside hello-world; a static file nginx vs site-server. */
  scale?: ScaleReport;
  faults?: FaultReport;
  builds?: BuildTimes;
  /** Search at 100,000 songs on PostgreSQL beside hello-world (issue 37). */
  search?: SearchLoadReport;
  /** A fresh seed: its time and the media it generates (issue 32). */
  seed?: SeedReport;
  errors: { phase: string; message: string }[];
  totalSeconds?: number;
}

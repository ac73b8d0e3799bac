import type { BenchResults } from './BenchResults';
import { figureRows, mergeFigureTable, parseFigureTable } from './figuresTable';
import type { LighthouseResult } from '../lighthouse/runLighthouse';

const lighthouse = (
  path: string,
  language: 'en' | 'de',
  performance: number,
): LighthouseResult => ({
  url: `http://localhost:4500${path}`,
  language,
  cpuMultiplier: 4,
  benchmarkIndex: 2100,
  performance,
  seo: 100,
  seoFailures: [],
  noindex: false,
  lcpMs: 1200,
  tbtMs: 180,
  cls: 0,
  fcpMs: 900,
  lcpElement: '',
  lcpPhases: {},
  causes: [],
});

const results: BenchResults = {
  startedAt: '2026-11-25T20:00:00.000Z',
  quick: false,
  tree: { root: '/repo', commit: 'abc1234' },
  machine: { cpus: 2, memoryGb: 24, node: 'v20', chromium: '' },
  lighthouse: [lighthouse('/', 'en', 96), lighthouse('/', 'de', 95)],
  errors: [],
};

describe('the README’s table of current figures', () => {
  it('gives one Lighthouse row per page with both languages, the host’s index and the slowdown', () => {
    expect(figureRows(results, 0.3)).toEqual([
      {
        what: 'Lighthouse `/` (en / de)',
        figure: 'score 96 / 95, SEO 100 / 100, LCP 1.2 / 1.2 s, TBT 180 / 180 ms, CLS 0 / 0',
        goal: '≥ 95, SEO 100, ≤ 1.5 s, ≤ 200 ms, ≤ 0.02',
        measured: '2026-11-25, benchmarkIndex 2100, CPU 4×',
      },
    ]);
  });

  it('says how long the interactions’ taps were held, since they are timed from the release', () => {
    const timings = { medianMs: 108, minMs: 72, maxMs: 168, runs: [108], failures: 0 };
    const rows = figureRows(
      {
        ...results,
        lighthouse: undefined,
        interactions: {
          benchmarkIndex: 2100,
          cpuMultiplier: 4,
          pressMs: 90,
          playToAudio: { ...timings, medianMs: 325 },
          routeChangeToNewRemote: timings,
        },
      },
      0.3,
    );
    expect(rows.map((row) => row.figure)).toEqual([
      "325 ms (SPEC's 200 ms delay included; tap held 90 ms, timed from its release)",
      '108 ms (tap held 90 ms, timed from its release)',
    ]);
  });

  it('gives each tap’s p75 against the goal, and for a missed one by how much and its trace’s longest task', () => {
    const tap = { runs: [96, 104], p75Ms: 104, maxMs: 104, failures: 0, underThreshold: 0 };
    const rows = figureRows(
      {
        ...results,
        lighthouse: undefined,
        taps: {
          benchmarkIndex: 2100,
          cpuMultiplier: 4,
          pressMs: 90,
          runsPerTap: 2,
          taps: [
            { ...tap, name: 'play', label: 'Play on /search' },
            {
              ...tap,
              name: 'wordCard',
              label: 'a lyric word → its word card',
              p75Ms: 232,
              maxMs: 240,
              trace: {
                file: 'x.json',
                summary: {
                  windowMs: 500,
                  longTasks: [{ ms: 260, parts: ['click handlers 200 ms', 'Layout 40 ms', 'x'] }],
                  hotFunctions: [],
                },
              },
            },
          ],
        },
      },
      0.3,
    );
    expect(rows).toEqual([
      {
        what: 'tap on the phone, INP-style (p75): Play on /search',
        figure: '104 ms (max 104, 2 runs)',
        goal: '≤ 200 ms (p75 of 10)',
        measured:
          '2026-11-25, load 0.3, benchmarkIndex 2100, CPU 4×, phone screen, finger held 90 ms',
      },
      expect.objectContaining({
        figure:
          "232 ms (max 240, 2 runs, 32 ms over; its trace's longest task 260 ms: click handlers 200 ms, Layout 40 ms)",
      }),
    ]);
  });

  it('replaces the rows this run measured and keeps the others, through a write and a read', () => {
    const old = [
      {
        what: 'JS on a first visit to `/` (gzip)',
        figure: '214.0 KB',
        goal: '≤ 200 KB',
        measured: 'x',
      },
      { what: 'Lighthouse `/` (en / de)', figure: 'score 80 / 81', goal: '', measured: 'old' },
    ];
    const table = mergeFigureTable(old, figureRows(results, 0.3));
    const rows = parseFigureTable(table);
    expect(rows.map((row) => row.what)).toEqual(old.map((row) => row.what));
    expect(rows[0]).toEqual(old[0]);
    expect(rows[1]?.figure).toMatch(/^score 96 \/ 95/);
  });

  it('replaces a row whose detail changed (a language added) instead of keeping both', () => {
    const old = [
      { what: 'Lighthouse `/` (en / de)', figure: 'score 80 / 81', goal: '', measured: 'old' },
      { what: 'Lighthouse `/` (en / de / es)', figure: 'score 1', goal: '', measured: 'old' },
      { what: 'fresh seed (songs sung, media written)', figure: '144 s', goal: '', measured: 'x' },
    ];
    const fresh = [
      { what: 'Lighthouse `/` (en / de / es)', figure: 'score 99', goal: '', measured: 'new' },
    ];
    expect(parseFigureTable(mergeFigureTable(old, fresh))).toEqual([fresh[0], old[2]]);
  });
});

describe('the search row', () => {
  const load = (name: string, p50Ms: number, p99Ms: number) =>
    ({ name, p50Ms, p99Ms }) as NonNullable<BenchResults['search']>['runs'][number]['hello'];
  it('gives each kind of query at 10 connections beside the bare server, with the goal', () => {
    const search: BenchResults['search'] = {
      songs: 100_000,
      prepareSeconds: 65,
      runs: [
        {
          connections: 10,
          hello: load('hello-world (bare Fastify)', 0, 1),
          searches: [load('search: exact word', 19, 42), load('search: one typo', 17, 40)],
        },
      ],
    };
    expect(figureRows({ ...results, lighthouse: undefined, search }, 0.5)).toEqual([
      {
        what: 'search at 100,000 songs on PostgreSQL, cache off, p50 / p99 at 10 connections',
        figure: 'exact word 19 / 42, one typo 17 / 40 ms; bare Fastify 0 / 1',
        goal: 'p99 ≤ 50 ms',
        measured: '2026-11-25, load 0.5',
      },
    ]);
  });
});

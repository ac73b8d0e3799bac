import type { LoadResult } from '../api/cannon';
import type { BenchResults } from './BenchResults';
import { faultRows } from '../faults/faultRows';
import { budgets, seoFigure } from './budgets';
import type { FigureRow } from './figureRow';

export type { FigureRow } from './figureRow';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** The rows this run measured; phases it did not run give none (their old rows stay). */
export function figureRows(r: BenchResults, loadAverage: number): FigureRow[] {
  const day = r.startedAt.slice(0, 10);
  const host = `${day}, load ${loadAverage.toFixed(1)}`;
  const rows: FigureRow[] = [];
  const home = r.sizes?.find((size) => size.path === '/');
  if (home) {
    rows.push({
      what: 'JS on a first visit to `/` (gzip)',
      figure: `${kb(home.gzip.total)} KB`,
      goal: `≤ ${budgets.homeTotalKb} KB`,
      measured: host,
    });
  }
  const pages = [...new Set((r.lighthouse ?? []).map((l) => new URL(l.url).pathname))];
  for (const page of pages) {
    const runs = (r.lighthouse ?? []).filter((l) => new URL(l.url).pathname === page);
    const both = (pick: (l: (typeof runs)[number]) => string) => runs.map(pick).join(' / ');
    const first = runs[0]!;
    rows.push({
      what: `Lighthouse \`${page}\` (${runs.map((l) => l.language).join(' / ')})`,
      figure: `score ${both((l) => String(l.performance))}, SEO ${both(seoFigure)}, LCP ${both((l) => seconds(l.lcpMs))} s, TBT ${both((l) => String(l.tbtMs))} ms, CLS ${both((l) => String(l.cls))}`,
      goal: `≥ ${budgets.performance}, SEO ${budgets.seo}, ≤ ${seconds(budgets.lcpMs)} s, ≤ ${budgets.tbtMs} ms, ≤ ${budgets.cls}`,
      measured: `${day}, benchmarkIndex ${first.benchmarkIndex}, CPU ${first.cpuMultiplier}×`,
    });
  }
  const interactions = r.interactions;
  if (interactions) {
    const phone = `${host}, benchmarkIndex ${interactions.benchmarkIndex}, CPU ${interactions.cpuMultiplier}×`;
    const tap = `tap held ${interactions.pressMs ?? 0} ms, timed from its release`;
    rows.push({
      what: 'Play tap right after load → audio playing (median)',
      figure: `${interactions.playToAudio.medianMs} ms (SPEC's 200 ms delay included; ${tap})`,
      goal: `≤ ${budgets.playToAudioMs} ms`,
      measured: phone,
    });
    rows.push({
      what: 'route change to a remote not loaded yet (median)',
      figure: `${interactions.routeChangeToNewRemote.medianMs} ms (${tap})`,
      goal: `≤ ${budgets.routeChangeMs} ms`,
      measured: phone,
    });
  }
  rows.push(...tapRows(r, host));
  const search = r.search?.runs.find((run) => run.connections === 10);
  if (search) {
    const kinds = search.searches.map(
      (load) => `${load.name.replace(/^search: /, '')} ${load.p50Ms} / ${load.p99Ms}`,
    );
    rows.push({
      what: `search at ${r.search?.songs.toLocaleString('en')} songs on PostgreSQL, cache off, p50 / p99 at 10 connections`,
      figure: `${kinds.join(', ')} ms; bare Fastify ${search.hello.p50Ms} / ${search.hello.p99Ms}`,
      goal: `p99 ≤ ${budgets.uncachedSearchP99Ms} ms`,
      measured: host,
    });
  }
  rows.push(...serverPageRows(r, host), ...staticFileRows(r, host), ...faultRows(r, host));
  if (r.seed) {
    rows.push({
      what: 'fresh seed (songs sung, media written)',
      figure: `${Math.round(r.seed.fresh.seconds)} s`,
      goal: `≤ ${budgets.seedBeforeSingingSeconds + budgets.seedExtraSeconds} s`,
      measured: host,
    });
  }
  return rows;
}

/**
 * Each learner tap's p75 against the goal (issue 74 point 5); a missed one says by how much and
 * what the longest main-thread task of its traced run was made of.
 */
function tapRows(r: BenchResults, host: string): FigureRow[] {
  const report = r.taps;
  if (!report) return [];
  const measured = `${host}, benchmarkIndex ${report.benchmarkIndex}, CPU ${report.cpuMultiplier}×, phone screen, finger held ${report.pressMs} ms`;
  return report.taps.map((tap) => {
    const over = tap.p75Ms - budgets.tapLatencyMs;
    const task = tap.trace?.summary?.longTasks[0];
    const missed =
      over > 0
        ? `, ${over} ms over${task ? `; its trace's longest task ${task.ms} ms: ${task.parts.slice(0, 2).join(', ')}` : ''}`
        : '';
    return {
      what: `tap on the phone, INP-style (p75): ${tap.label}`,
      figure: `${tap.p75Ms} ms (max ${tap.maxMs}, ${tap.runs.length} runs${missed})`,
      goal: `≤ ${budgets.tapLatencyMs} ms (p75 of ${budgets.tapRuns})`,
      measured,
    };
  });
}

const pageOf = (load: LoadResult) => load.name.replace(/ \((kept|rendered|static)\)$/, '');

/** Kept pages per connection count against the static file and a render; a render's cost. */
function serverPageRows(r: BenchResults, host: string): FigureRow[] {
  if (!r.render) return [];
  const { kept, rendered } = r.render;
  const rows: FigureRow[] = [];
  for (const file of r.render.static) {
    const { connections } = file;
    const keptHere = kept.filter((load) => load.connections === connections);
    const figures = keptHere.map((load) => {
      const render = rendered.find(
        (f) => f.connections === connections && pageOf(f) === pageOf(load),
      );
      const times = render
        ? ` (${Math.round(load.requestsPerSecond / Math.max(1, render.requestsPerSecond))}× a render)`
        : '';
      return `\`${pageOf(load)}\` ${load.requestsPerSecond}/s p99 ${load.p99Ms} ms${times}`;
    });
    rows.push({
      what: `kept server pages at ${connections} connections (pages/s, p99)`,
      figure: `${figures.join(', ')}; static file ${file.requestsPerSecond}/s p99 ${file.p99Ms} ms (both asked with \`Accept-Encoding: br, gzip\`, as browsers ask)`,
      goal: `≥ ${budgets.keptPageTimes}× a render, p99 ≤ ${budgets.keptPageP99TimesStatic}× the static file's`,
      measured: host,
    });
  }
  const renders = rendered.filter((load) => load.connections === 10);
  if (renders.length > 0)
    rows.push({
      what: 'server render of a page nobody asked before, at 10 connections (pages/s, CPU per page)',
      figure: renders
        .map(
          (load) =>
            `\`${pageOf(load)}\` ${load.requestsPerSecond}/s ${((load.serverCpuUsPerRequest ?? 0) / 1000).toFixed(1)} ms`,
        )
        .join(', '),
      goal: budgets.renderBefore,
      measured: host,
    });
  return rows;
}

/** Each static file from a site origin, beside the bare server sending the same bytes. */
function staticFileRows(r: BenchResults, host: string): FigureRow[] {
  const loads = r.staticFiles ?? [];
  const site = loads.filter((load) => load.name.endsWith('(site origin)'));
  const files = [...new Set(site.map((load) => load.name.replace(/ \(site origin\)$/, '')))];
  return files.map((file) => {
    const figure = [10, 100].map((connections) => {
      const of = (server: string) =>
        loads.find((l) => l.name === `${file} (${server})` && l.connections === connections);
      const [own, bare] = [of('site origin'), of('bare node:http')];
      return own && bare
        ? `${connections} conns ${own.requestsPerSecond}/s (${own.serverCpuUsPerRequest ?? '?'} µs CPU) vs bare ${bare.requestsPerSecond}/s (${bare.serverCpuUsPerRequest ?? '?'} µs)`
        : '';
    });
    return {
      what: `${file} from a site origin (br)`,
      figure: figure.filter(Boolean).join('; '),
      goal: budgets.staticFileGoal,
      measured: host,
    };
  });
}

const cells = (row: FigureRow) => `| ${row.what} | ${row.figure} | ${row.goal} | ${row.measured} |`;

/** What a row measures, without its closing detail in brackets (the languages, the unit). */
const measureOf = (row: FigureRow) => row.what.replace(/ \([^()]*\)$/, '');

/**
 * The table with this run's rows put in place of the old rows that measure the same (a row whose
 * detail changed, e.g. a language added, replaces its old self), others kept.
 */
export function mergeFigureTable(existing: FigureRow[], fresh: FigureRow[]): string {
  const same = (a: FigureRow) => (b: FigureRow) => measureOf(a) === measureOf(b);
  const merged = existing
    .map((row) => fresh.find(same(row)) ?? row)
    .filter((row, i, rows) => rows.findIndex(same(row)) === i);
  for (const row of fresh) if (!merged.some(same(row))) merged.push(row);
  return [
    '| what | figure | goal | measured |',
    '| --- | --- | --- | --- |',
    ...merged.map(cells),
  ].join('\n');
}

/** The rows of a table `mergeFigureTable` wrote (its header and rule skipped). */
export function parseFigureTable(markdown: string): FigureRow[] {
  return markdown
    .split('\n')
    .filter(
      (line) => line.startsWith('| ') && !line.startsWith('| what') && !line.startsWith('| ---'),
    )
    .map((line) => {
      const [what = '', figure = '', goal = '', measured = ''] = line
        .slice(2, -2)
        .split(' | ')
        .map((cell) => cell.trim());
      return { what, figure, goal, measured };
    });
}

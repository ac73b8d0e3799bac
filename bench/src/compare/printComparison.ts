import { pad, padEnd } from '../report/reportFormat';
import type { ComparisonReport } from './ComparisonReport';
import type { RunFigures } from './compareTrees';
import { comparedMetrics, type ComparedMetric } from './comparisonSummary';

/** A signed figure with a real minus sign, `n/a` when unknown. */
const signed = (value: number, digits: number) =>
  Number.isFinite(value) ? `${value < 0 ? '−' : '+'}${Math.abs(value).toFixed(digits)}` : 'n/a';
const plain = (value: number | undefined, digits: number) =>
  value !== undefined && Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
/** The score has points to one decimal in a mean; milliseconds are whole. */
const digitsOf = (key: keyof RunFigures) => (key === 'performance' ? 1 : 0);
/** How a summary's metric is printed: its name, unit and digits. */
function printed(metric: ComparedMetric) {
  const { name, unit } = comparedMetrics.find((m) => m.key === metric) ?? comparedMetrics[0];
  return { name, unit, digits: digitsOf(metric) };
}

function pageTable(report: ComparisonReport): string[] {
  const head = comparedMetrics
    .map(({ name }) => `${pad(`${name} A`, 8)}${pad(`${name} B`, 8)}${pad('B−A', 7)}`)
    .join('  ');
  const rows = report.pages.map((c) => {
    const cells = comparedMetrics
      .map(({ key }) => {
        const a = c.a.median?.[key];
        const b = c.b.median?.[key];
        const difference = a === undefined || b === undefined ? Number.NaN : b - a;
        return `${pad(plain(a, 0), 8)}${pad(plain(b, 0), 8)}${pad(signed(difference, 0), 7)}`;
      })
      .join('  ');
    const lost = c.errors.length ? `  (${c.errors.length} run(s) lost)` : '';
    return `   ${padEnd(c.page, 22)}${padEnd(c.language, 4)}${cells}${lost}`;
  });
  return [`   ${padEnd('page', 22)}${padEnd('', 4)}${head}`, ...rows];
}

/** `score B−A −0.4 ± 0.6 (SE), TBT +12 ± 18 ms, LCP −5 ± 40 ms over 18 pages`. */
function differenceLine(report: ComparisonReport): string {
  const parts = report.summary.metrics.map(({ metric, difference }, i) => {
    const { name, unit, digits } = printed(metric);
    const se = Number.isFinite(difference.se) ? difference.se.toFixed(digits) : 'n/a';
    return `${name}${i === 0 ? ' B−A' : ''} ${signed(difference.mean, digits)} ± ${se}${i === 0 ? ' (SE)' : ''}${unit}`;
  });
  return `${parts.join(', ')} over ${report.summary.pages} pages`;
}

/** Each tree's pooled SD of one page's runs: the noise a difference is read against. */
function spreadLine(report: ComparisonReport, tree: 'A' | 'B'): string {
  const parts = report.summary.metrics.map(({ metric, spreadA, spreadB }) => {
    const { name, unit, digits } = printed(metric);
    const spread = tree === 'A' ? spreadA : spreadB;
    return `${name} ${Number.isFinite(spread) ? `${spread.toFixed(digits)}${unit}` : 'n/a'}`;
  });
  return `   ${tree}: ${parts.join(', ')}`;
}

/** Each interaction: both trees' median and range, and the paired difference of the runs. */
function interactionLines(report: ComparisonReport): string[] {
  const range = ({
    medianMs,
    minMs,
    maxMs,
    runs,
    failures,
  }: ComparisonReport['interactions'][number]['a']) =>
    `${plain(medianMs, 0)} ms (${plain(minMs, 0)}–${plain(maxMs, 0)}, ${runs.length} run(s)${failures ? `, ${failures} failed` : ''})`;
  return report.interactions.flatMap(({ name, a, b, difference }) => {
    const se = Number.isFinite(difference.se) ? difference.se.toFixed(0) : 'n/a';
    return [
      `   ${name}`,
      `      A ${range(a)}`,
      `      B ${range(b)}`,
      `      B − A ${signed(difference.mean, 0)} ± ${se} ms over ${difference.n} paired run(s)`,
    ];
  });
}

/** The Lighthouse part: a table of per-page medians, then the summary. */
function lighthouseLines(report: ComparisonReport): string[] {
  return [
    `   Lighthouse: ${report.runs} run(s) per page × language on each tree`,
    '',
    'Median run of each page (sorted by score, then LCP):',
    ...pageTable(report),
    '',
    `Paired difference of the medians (mean ± standard error over pages):`,
    `   ${differenceLine(report)}`,
    "Within-tree spread (SD of one page's runs, pooled over pages; n/a with one run):",
    spreadLine(report, 'A'),
    spreadLine(report, 'B'),
  ];
}

/** The comparison as text: both trees, then each part compared (Lighthouse, interactions). */
export function printComparison(report: ComparisonReport): string {
  const tree = ({ label, root, commit, origin }: ComparisonReport['a']) =>
    `   ${label}: ${root} at ${commit}, served on ${origin}`;
  const interactions = report.interactions.length
    ? [
        '',
        'Interactions, timed on A and B back to back (which goes first alternates):',
        ...interactionLines(report),
      ]
    : [];
  return [
    'Interleaved comparison (B − A; each run measures both trees back to back)',
    tree(report.a),
    tree(report.b),
    `   benchmarkIndex ${report.benchmarkIndex} → CPU slowdown ${report.cpuMultiplier}× for both${report.busyOk ? '; busy check skipped (BENCH_BUSY_OK=1)' : ''}`,
    ...(report.pages.length ? lighthouseLines(report) : []),
    ...interactions,
  ].join('\n');
}

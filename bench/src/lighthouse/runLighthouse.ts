import type { Language } from '@btb/shared-contract';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, scratchDir } from '../config';
import { chromiumPath, lighthouseChromeFlags } from '../site/launchChromium';

export interface LighthouseCause {
  id: string;
  title: string;
  displayValue: string;
  /** Estimated savings Lighthouse gives for LCP (ms), TBT (ms) and CLS. */
  savings: Record<string, number>;
  /** The audit's top rows: the element or script it blames. */
  culprits: string[];
}

export interface LighthouseResult {
  url: string;
  /** The page's language (the visitor's saved-language cookie). */
  language: Language;
  /** The CPU slowdown this run emulated, and the host's speed Lighthouse measured in it. */
  cpuMultiplier: number;
  benchmarkIndex: number;
  performance: number;
  /**
   * Lighthouse's SEO category (issue 36: 100 on every route) and the SEO audits that failed, but
   * for the page's own choice to stay out of search engines (`noindex`: private pages and 404s,
   * which Lighthouse counts as "not crawlable").
   */
  seo: number;
  seoFailures: string[];
  noindex: boolean;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  lcpElement: string;
  lcpPhases: Record<string, number>;
  causes: LighthouseCause[];
}

interface Audit {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  numericValue?: number;
  metricSavings?: Record<string, number>;
  details?: { type?: string; items?: unknown[] };
}
interface Lhr {
  categories: {
    performance: { score: number | null };
    seo?: { score: number | null; auditRefs: { id: string; weight: number }[] };
  };
  environment?: { benchmarkIndex?: number };
  audits: Record<string, Audit>;
}

const cli = path.join(repoRoot, 'node_modules', '.bin', 'lighthouse');

/** How one run emulates the visitor: the page's language and the calibrated CPU slowdown. */
export interface LighthouseRunOptions {
  language: Language;
  cpuMultiplier: number;
}

function runCli(url: string, out: string, { language, cpuMultiplier }: LighthouseRunOptions) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      cli,
      [
        url,
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,seo',
        '--quiet',
        // The 404 page answers 404 by design; without this Lighthouse refuses to measure it.
        '--ignore-status-code',
        `--throttling.cpuSlowdownMultiplier=${cpuMultiplier}`,
        `--extra-headers=${JSON.stringify({ Cookie: `language=${language}` })}`,
        `--chrome-flags=${lighthouseChromeFlags.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}: ${stderr}`)),
    );
  });
}

/** LCP element and its phases, from the diagnostic audit's nested tables. */
function lcpDetails(audits: Record<string, Audit>): {
  element: string;
  phases: Record<string, number>;
} {
  const items = (audits['largest-contentful-paint-element']?.details?.items ?? []) as {
    items?: { node?: { snippet?: string }; phase?: string; timing?: number }[];
  }[];
  const element = items[0]?.items?.[0]?.node?.snippet ?? '';
  const phases: Record<string, number> = {};
  for (const row of items[1]?.items ?? [])
    if (row.phase && typeof row.timing === 'number') phases[row.phase] = Math.round(row.timing);
  return { element, phases };
}

interface DetailRow {
  url?: string;
  node?: { snippet?: string };
  score?: number;
  total?: number;
  scripting?: number;
  wastedBytes?: number;
  wastedMs?: number;
  duration?: number;
}

/** A readable line for each of an audit's first rows: what it blames and by how much. */
function culpritsOf(audit: Audit): string[] {
  // Some audits' details are not a table (items is then no array): they blame nothing by row.
  const items = audit.details?.items;
  const rows = (Array.isArray(items) ? items : []) as DetailRow[];
  return rows.slice(0, 3).flatMap((row) => {
    const what = row.node?.snippet ?? (typeof row.url === 'string' ? row.url : '');
    if (!what) return [];
    const amount =
      row.wastedMs ?? row.scripting ?? row.total ?? row.duration ?? row.wastedBytes ?? row.score;
    return [
      `${what.slice(0, 120)}${amount === undefined ? '' : ` (${Math.round(amount * 1000) / 1000})`}`,
    ];
  });
}

/** Audits that fail and name savings in a goal metric, biggest first: Lighthouse's own triage. */
function causesOf(audits: Record<string, Audit>): LighthouseCause[] {
  const weight = (s: Record<string, number>) => (s.LCP ?? 0) + (s.TBT ?? 0) + (s.CLS ?? 0) * 10_000;
  return Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.metricSavings)
    .map((a) => ({
      id: a.id,
      title: a.title,
      displayValue: a.displayValue ?? '',
      savings: a.metricSavings ?? {},
      culprits: culpritsOf(a),
    }))
    .filter((c) => weight(c.savings) > 0)
    .sort((a, b) => weight(b.savings) - weight(a.savings))
    .slice(0, 4);
}

/** Whether the page itself asks search engines to keep out (`<meta name="robots" noindex>`). */
function pageSaysNoindex(audits: Record<string, Audit>): boolean {
  const items = (audits['is-crawlable']?.details?.items ?? []) as {
    source?: { snippet?: string };
  }[];
  return items.some((item) =>
    /<meta name="robots" content="[^"]*noindex/.test(item.source?.snippet ?? ''),
  );
}

/**
 * The SEO audits that count towards the score and did not pass; on a page that says `noindex`,
 * being kept out (and a 404's status) is what it asked for.
 */
function seoFailuresOf(lhr: Lhr, noindex: boolean): string[] {
  const chosen = noindex ? ['is-crawlable', 'http-status-code'] : [];
  return (lhr.categories.seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id)
    .filter((id) => !chosen.includes(id));
}

/**
 * One Lighthouse run (mobile preset, simulated slow 4G, the given CPU slowdown). Its report file is
 * named by the URL's path, language and index, plus `tag`: two sites measured in turn (the paired
 * comparison) share paths, so each tags its own file.
 */
export async function runLighthouse(
  url: string,
  index: number,
  options: LighthouseRunOptions,
  tag = '',
): Promise<LighthouseResult> {
  const dir = path.join(scratchDir, 'lighthouse');
  mkdirSync(dir, { recursive: true });
  const name = new URL(url).pathname.replace(/\W+/g, '_') || 'root';
  const out = path.join(dir, `${name}-${options.language}-${index}${tag ? `-${tag}` : ''}.json`);
  await runCli(url, out, options);
  const lhr = JSON.parse(readFileSync(out, 'utf8')) as Lhr;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const lcp = lcpDetails(lhr.audits);
  const noindex = pageSaysNoindex(lhr.audits);
  return {
    url,
    ...options,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    seoFailures: seoFailuresOf(lhr, noindex),
    noindex,
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpElement: lcp.element,
    lcpPhases: lcp.phases,
    causes: causesOf(lhr.audits),
  };
}

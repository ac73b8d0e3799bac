/** The fields of a Chromium trace event this summary reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  /** Comma-separated trace categories. */
  cat?: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  id?: string;
  args?: { data?: Record<string, unknown> } & Record<string, unknown>;
}

/** A main-thread task during the tap, and what took its time. */
export interface LongTask {
  ms: number;
  /** Its outermost parts, longest first: `click handlers 180 ms`, `Layout 40 ms` ... */
  parts: string[];
}

/** A function's own time (self time) on the main thread during the tap, from the sampled profile. */
export interface HotFunction {
  selfMs: number;
  /** `name url:line:column` (0-based, as V8 gives them; minified names in a production build). */
  where: string;
}

export interface TraceSummary {
  /** The tap's span: its first event to the paint after it. */
  windowMs: number;
  longTasks: LongTask[];
  hotFunctions: HotFunction[];
}

const ms = (us: number) => Math.round(us / 100) / 10;

/** What a trace event is, in a few words. */
function describe(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  if (event.name === 'EventDispatch') return `${String(data.type)} handlers`;
  if (event.name === 'FunctionCall' || event.name === 'EvaluateScript') {
    const url = String(data.url ?? '').replace(/^https?:\/\/[^/]+/, '');
    const fn = data.functionName ? ` ${String(data.functionName)}` : '';
    const at = url ? ` ${url}:${Number(data.lineNumber)}:${Number(data.columnNumber)}` : '';
    return `${event.name}${fn}${at}`;
  }
  return event.name;
}

/** DevTools' own events (an event's dispatch, a function call, a layout ...), not the scheduler's. */
const timelineEvent = (e: TraceEvent) =>
  e.ph === 'X' &&
  e.name !== 'RunTask' &&
  (e.cat ?? '').split(',').some((cat) => cat === 'devtools.timeline' || cat === 'v8.execute');

/** The events inside `outer` on its thread, outermost first (each one's own parts left out). */
function outermostInside(outer: TraceEvent, events: readonly TraceEvent[]): TraceEvent[] {
  const end = outer.ts + (outer.dur ?? 0);
  const inside = events
    .filter(
      (e) =>
        e !== outer &&
        e.tid === outer.tid &&
        e.pid === outer.pid &&
        timelineEvent(e) &&
        e.ts >= outer.ts &&
        e.ts + (e.dur ?? 0) <= end,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const outermost: TraceEvent[] = [];
  for (const event of inside) {
    const last = outermost.at(-1);
    if (last && event.ts < last.ts + (last.dur ?? 0)) continue;
    outermost.push(event);
  }
  return outermost.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
}

/** An event, and down the part that takes most of it (4/5 or more) while there is one. */
function chainOf(event: TraceEvent, events: readonly TraceEvent[]): string {
  const links = [`${describe(event)} ${ms(event.dur ?? 0)} ms`];
  let current = event;
  for (let depth = 0; depth < 4; depth++) {
    const [largest] = outermostInside(current, events);
    if (!largest || (largest.dur ?? 0) < 0.8 * (current.dur ?? 0)) break;
    links.push(`${describe(largest)} ${ms(largest.dur ?? 0)} ms`);
    current = largest;
  }
  return links.join(' › ');
}

/** A task's outermost parts of a millisecond or more, longest first (at most five). */
function partsOf(task: TraceEvent, events: readonly TraceEvent[]): string[] {
  return outermostInside(task, events)
    .filter((e) => (e.dur ?? 0) >= 1000)
    .slice(0, 5)
    .map((e) => chainOf(e, events));
}

interface ProfileNode {
  id: number;
  parent?: number;
  /** `url` is left out for the browser's own functions (`setAttribute`, the garbage collector). */
  callFrame: { functionName: string; url?: string; lineNumber: number; columnNumber: number };
}

const frameName = ({ functionName, url, lineNumber, columnNumber }: ProfileNode['callFrame']) =>
  url
    ? `${functionName || '(anonymous)'} ${url.replace(/^https?:\/\/[^/]+/, '')}:${lineNumber}:${columnNumber}`
    : functionName;

/** A function by name and place; the browser's own named with the page's function that called it. */
function whereOf(node: ProfileNode, nodes: ReadonlyMap<number, ProfileNode>): string {
  if (node.callFrame.url) return frameName(node.callFrame);
  for (let up = nodes.get(node.parent ?? -1); up; up = nodes.get(up.parent ?? -1)) {
    if (up.callFrame.url) return `${node.callFrame.functionName} ← ${frameName(up.callFrame)}`;
  }
  return node.callFrame.functionName;
}

/** Self time per function in [from, to] (µs) from the thread's sampled profile (`ProfileChunk`s). */
function hotFunctions(
  events: readonly TraceEvent[],
  thread: { pid: number; tid: number },
  from: number,
  to: number,
) {
  const self = new Map<string, number>();
  // The main thread's profile only (a service worker has its own, in the same process).
  const profiles = events.filter(
    (e) => e.name === 'Profile' && e.pid === thread.pid && e.tid === thread.tid,
  );
  for (const profile of profiles) {
    const nodes = new Map<number, ProfileNode>();
    let time = Number(profile.args?.data?.startTime ?? profile.ts);
    const chunks = events.filter(
      (e) => e.name === 'ProfileChunk' && e.pid === profile.pid && e.id === profile.id,
    );
    for (const chunk of chunks) {
      const data = chunk.args?.data as {
        cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
        timeDeltas?: number[];
      };
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const samples = data.cpuProfile?.samples ?? [];
      const deltas = data.timeDeltas ?? [];
      samples.forEach((sample, i) => {
        time += deltas[i] ?? 0;
        const next = deltas[i + 1] ?? 0;
        const node = nodes.get(sample);
        if (time < from || time > to || !node) return;
        if (['(idle)', '(program)', '(root)'].includes(node.callFrame.functionName)) return;
        const where = whereOf(node, nodes);
        self.set(where, (self.get(where) ?? 0) + next);
      });
    }
  }
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .filter(([, us]) => us >= 1000)
    .map(([where, us]) => ({ selfMs: ms(us), where }));
}

/** The tap's span on the page's clock (`performance.now()`): its first event to the paint after it. */
export interface TapWindow {
  fromMs: number;
  toMs: number;
}

/**
 * The measured tap in a trace. `clockMark` is the mark the probe set when it armed: its thread is
 * the page's main thread, and its `startTime` ties the page's clock to the trace's. The main
 * thread's tasks that overlap the tap's span (`window`: a task running when the finger lands
 * delays it as much as one it starts), the longest first (those of 50 ms and more, or the longest
 * one), with their outermost parts; and the functions with the most self time in that span.
 */
export function summarizeTrace(
  events: readonly TraceEvent[],
  clockMark: string,
  window: TapWindow,
): TraceSummary | null {
  const mark = events.find((e) => e.name === clockMark);
  const markMs = Number(mark?.args?.data?.startTime);
  if (!mark || !Number.isFinite(markMs)) return null;
  const { pid, tid } = mark;
  const from = mark.ts + (window.fromMs - markMs) * 1000;
  const to = mark.ts + (window.toMs - markMs) * 1000;
  const tasks = events
    .filter(
      (e) =>
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        e.pid === pid &&
        e.tid === tid &&
        e.ts + (e.dur ?? 0) >= from &&
        e.ts <= to,
    )
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
  const long = tasks.filter((task, i) => i === 0 || (task.dur ?? 0) >= 50_000).slice(0, 5);
  return {
    windowMs: ms(to - from),
    longTasks: long.map((task) => ({ ms: ms(task.dur ?? 0), parts: partsOf(task, events) })),
    hotFunctions: hotFunctions(events, { pid, tid }, from, to),
  };
}

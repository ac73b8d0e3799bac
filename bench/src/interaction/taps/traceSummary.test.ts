import { summarizeTrace, type TraceEvent } from './traceSummary';

const main = { pid: 1, tid: 7 };
const task = (ts: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...main,
  ts,
  dur,
  ...extra,
});
/** A mark as Chromium records it: its time in the trace's µs and on the page's clock (ms). */
const mark = (name: string, ts: number): TraceEvent => ({
  name,
  ph: 'I',
  ...main,
  ts,
  args: { data: { startTime: ts / 1000 - 500 } },
});
const node = (id: number, functionName: string, parent?: number, url = 'http://x/470.js') => ({
  id,
  parent,
  callFrame: { functionName, url, lineNumber: 1, columnNumber: id },
});

const events: TraceEvent[] = [
  task(0, 300_000), // before the tap was armed
  mark('armed', 1_000_000),
  task(1_090_000, 260_000),
  {
    name: 'EventDispatch',
    ph: 'X',
    ...main,
    cat: 'devtools.timeline',
    ts: 1_091_000,
    dur: 200_000,
    args: { data: { type: 'click' } },
  },
  // Inside the dispatch, most of it.
  {
    name: 'FunctionCall',
    ph: 'X',
    cat: 'devtools.timeline',
    ...main,
    ts: 1_092_000,
    dur: 190_000,
    args: {
      data: {
        functionName: 'Sh',
        url: 'http://localhost:4900/lib.js',
        lineNumber: 0,
        columnNumber: 94,
      },
    },
  },
  { name: 'Layout', ph: 'X', cat: 'devtools.timeline', ...main, ts: 1_300_000, dur: 40_000 },
  // The scheduler's own wrapper of the task: not a part.
  {
    name: 'ThreadControllerImpl::RunTask',
    ph: 'X',
    cat: 'toplevel',
    ...main,
    ts: 1_090_000,
    dur: 259_000,
  },
  task(1_360_000, 12_000),
  task(1_380_000, 60_000, { tid: 9 }), // another thread
  task(1_600_000, 90_000), // after the tap's paint
  { name: 'Profile', ph: 'P', ...main, id: '0x1', ts: 0, args: { data: { startTime: 1_100_000 } } },
  {
    name: 'ProfileChunk',
    ph: 'P',
    ...main,
    id: '0x1',
    ts: 0,
    args: {
      data: {
        cpuProfile: {
          nodes: [
            node(1, '(root)', undefined, ''),
            node(2, 'renderRow', 1),
            node(3, 'setAttribute', 2, ''),
          ],
          samples: [2, 2, 3, 1, 2],
        },
        timeDeltas: [0, 5_000, 5_000, 3_000, 2_000],
      },
    },
  },
  // A service worker's profile, in the same process: not the page's.
  {
    name: 'Profile',
    ph: 'P',
    pid: 1,
    tid: 9,
    id: '0x2',
    ts: 0,
    args: { data: { startTime: 1_100_000 } },
  },
  {
    name: 'ProfileChunk',
    ph: 'P',
    pid: 1,
    tid: 9,
    id: '0x2',
    ts: 0,
    args: {
      data: {
        cpuProfile: {
          nodes: [node(1, 'respondWith', undefined, 'http://x/sw.js')],
          samples: [1, 1],
        },
        timeDeltas: [0, 50_000],
      },
    },
  },
];

/** The tap on the page's clock: 1,090 to 1,500 ms of the trace's time. */
const tapSpan = { fromMs: 590, toMs: 1000 };

describe('what a trace shows of the measured tap', () => {
  it('gives the main thread’s tasks in the tap’s span, longest first, with their outermost parts and what takes most of each', () => {
    const summary = summarizeTrace(events, 'armed', tapSpan);
    expect(summary?.windowMs).toBe(410);
    expect(summary?.longTasks).toEqual([
      {
        ms: 260,
        parts: ['click handlers 200 ms › FunctionCall Sh /lib.js:0:94 190 ms', 'Layout 40 ms'],
      },
    ]);
  });

  it("gives the functions' self time in the window, the browser's own by the page's function calling them", () => {
    expect(summarizeTrace(events, 'armed', tapSpan)?.hotFunctions).toEqual([
      { selfMs: 10, where: 'renderRow /470.js:1:2' },
      { selfMs: 3, where: 'setAttribute ← renderRow /470.js:1:2' },
    ]);
  });

  it('is nothing without the mark that ties the clocks', () => {
    expect(summarizeTrace(events, 'missing', tapSpan)).toBeNull();
  });
});

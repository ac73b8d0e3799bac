import { randomBytes } from 'node:crypto';
import type { Acknowledged } from './mixedLoad';
import { newClient } from './mixedLoad';

/** One request of the load, as the client saw it. */
interface Sample {
  kind: string;
  /** Milliseconds since the load started. */
  at: number;
  ms: number;
  /** The HTTP status, or 0 for a request that got no answer (a reset, a timeout). */
  status: number;
  retryAfter: string | null;
  /** A 503's body is JSON with a `message`. */
  explained: boolean;
}

/** A dependency the test can take away and give back. */
export interface Fault {
  /** As the log says it, e.g. "PostgreSQL stopped (pg_ctl stop -m fast)". */
  name: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface OutagePhase {
  samples: Sample[];
  /** When the dependency was taken away and when it was back (ms since the load started). */
  downAt: number;
  backAt: number;
  /** `/api/ready` of one process while it was away. */
  ready: { status: number; body: { status?: string; failures?: string[] } };
  acknowledged: Acknowledged[];
  /** Review log ids the API answered 200 to. */
  reviewIds: string[];
}

export interface OutageTarget {
  shellUrl: string;
  processUrl: string;
  songIds: number[];
  mediaSigningSecret: string;
  /** The learner whose review syncs are part of the load. */
  account: { email: string; password: string };
  /** Logs in once a second (another account, so the learner's session is never the oldest). */
  loginAccount: { email: string; password: string };
  log: (line: string) => void;
}

const baselineMs = 8000;
const outageMs = 10_000;
const afterMs = 12_000;
const workers = 12;
const words = ['love', 'time', 'haus', 'night', 'sun'];
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function login(target: OutageTarget): Promise<Response> {
  return fetch(`${target.shellUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: target.shellUrl },
    body: JSON.stringify(target.account),
    signal: AbortSignal.timeout(30_000),
  });
}

/**
 * A steady mixed load through nginx (pages, reads, likes, plays, a logged-in learner's review
 * syncs, logins) while `fault` takes a dependency away for 10 s and gives it back: every answer
 * timed, every write the API acknowledged kept for the check that it is in the database.
 * `meanwhile` runs while the dependency is away.
 */
export async function loadThroughOutage<R>(
  target: OutageTarget,
  fault: Fault,
  meanwhile: () => Promise<R>,
): Promise<OutagePhase & { meanwhile: R }> {
  const session = (await login(target)).headers.getSetCookie().map((c) => c.split(';')[0]);
  const cookie = session.join('; ');
  const samples: Sample[] = [];
  const acknowledged: Acknowledged[] = [];
  const reviewIds: string[] = [];
  const started = Date.now();
  const now = () => Date.now() - started;
  let running = true;
  let unanswered = 0;

  const timed = async (kind: string, url: string, init: RequestInit = {}) => {
    const at = now();
    let status = 0;
    let retryAfter: string | null = null;
    let text = '';
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      text = await response.text();
    } catch (error) {
      status = 0;
      unanswered += 1;
      // The first few say why (a reset, a timeout), for a run that misses "no answer".
      if (unanswered <= 5)
        target.log(
          `no answer to ${kind} ${url}: ${String(error)} ${String((error as Error).cause)}`,
        );
    }
    let explained = false;
    if (status === 503) {
      try {
        explained = typeof (JSON.parse(text) as { message?: unknown }).message === 'string';
      } catch {
        explained = false;
      }
    }
    samples.push({ kind, at, ms: now() - at, status, retryAfter, explained });
    return { status, text };
  };

  const post = (headers: Record<string, string>, body?: unknown) => ({
    method: 'POST',
    headers: {
      ...headers,
      origin: target.shellUrl,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

  const requests: (() => Promise<unknown>)[] = [
    () => timed('page', `${target.shellUrl}/song/${pick(target.songIds)}`),
    () => timed('read', `${target.shellUrl}/api/content/search?q=${pick(words)}`),
    () => timed('read', `${target.shellUrl}/api/song/${pick(target.songIds)}`),
    ...(['like', 'play'] as const).map((kind) => async () => {
      const client = newClient(target.mediaSigningSecret);
      const songId = pick(target.songIds);
      const { status, text } = await timed(
        kind,
        `${target.shellUrl}/api/content/${songId}/${kind}`,
        post({ cookie: client.cookie }),
      );
      if (status === 200 && !text.includes('"notCounted"'))
        acknowledged.push({ kind, clientKey: client.key, songId });
    }),
    async () => {
      const id = `fault${randomBytes(9).toString('base64url')}`;
      const log = {
        id,
        lessonCode: 'FAULTS',
        word: pick(words),
        rating: 'good',
        reviewedAt: new Date().toISOString(),
      };
      const { status } = await timed(
        'review',
        `${target.shellUrl}/api/reviews/logs`,
        post({ cookie }, { logs: [log] }),
      );
      if (status === 200) reviewIds.push(id);
    },
  ];

  const worker = async (offset: number) => {
    for (let i = offset; running; i += 1)
      await (requests[i % requests.length] as () => Promise<unknown>)();
  };
  const logins = async () => {
    while (running) {
      await timed('login', `${target.shellUrl}/api/auth/login`, post({}, target.loginAccount));
      await sleep(1000);
    }
  };
  const load = Promise.all([...Array.from({ length: workers }, (_, i) => worker(i)), logins()]);

  await sleep(baselineMs);
  target.log(`${fault.name} under load`);
  const downAt = now();
  await fault.stop();
  await sleep(outageMs / 2);
  const readyAnswer = await fetch(`${target.processUrl}/api/ready`);
  const ready = {
    status: readyAnswer.status,
    body: (await readyAnswer.json()) as OutagePhase['ready']['body'],
  };
  const during = await meanwhile();
  await sleep(downAt + outageMs - now());
  await fault.start();
  const backAt = now();
  target.log(`back after ${backAt - downAt} ms`);
  await sleep(afterMs);
  running = false;
  await load;
  return { samples, downAt, backAt, ready, acknowledged, reviewIds, meanwhile: during };
}

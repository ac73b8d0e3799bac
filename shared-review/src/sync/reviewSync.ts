import type {
  ReviewPullResponse,
  ReviewPushRequest,
  ReviewPushResponse,
} from '@btb/shared-contract';
import { apiRoutes, reviewLimits } from '@btb/shared-contract';
import { apiRequest, HttpError } from '@btb/shared-store';
import {
  markReviewLogsSynced,
  mergeReviewLogs,
  readReviewCursor,
  unsyncedReviewLogs,
  writeReviewCursor,
} from '../storage/reviewStore';
import { hasIndexedDb } from '../storage/openReviewDb';

/** Answers come in bursts (a quiz round): one sync a little after the last one. */
export const reviewSyncDelayMs = 2000;

let learner = false;
let timer: ReturnType<typeof setTimeout> | null = null;
let running: Promise<void> | null = null;
let again = false;

/** Pushes what the server lacks, in batches the API takes. */
async function pushAll(): Promise<void> {
  for (;;) {
    const logs = await unsyncedReviewLogs(reviewLimits.logsPerPush);
    if (logs.length === 0) return;
    const body: ReviewPushRequest = { logs };
    await apiRequest<ReviewPushResponse>(apiRoutes.reviewLogs, { method: 'POST', body });
    await markReviewLogsSynced(logs);
    if (logs.length < reviewLimits.logsPerPush) return;
  }
}

/** Pulls the logs stored after this browser's cursor (other devices' reviews) and merges them. */
async function pullAll(): Promise<void> {
  let cursor = await readReviewCursor();
  for (;;) {
    const page = await apiRequest<ReviewPullResponse>(`${apiRoutes.reviewLogs}?after=${cursor}`);
    await mergeReviewLogs(Array.isArray(page?.logs) ? page.logs : [], { synced: true });
    const next = Number.isInteger(page?.cursor) && page.cursor >= cursor ? page.cursor : cursor;
    await writeReviewCursor(next);
    if (!page?.more || next === cursor) return;
    cursor = next;
  }
}

async function syncOnce(): Promise<void> {
  try {
    await pushAll();
    await pullAll();
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      // The session ended elsewhere: keep reviewing locally until the next login.
      learner = false;
      return;
    }
    // Offline or the server busy: the logs stay unsynced and go with the next sync.
    console.warn('Reviews could not be synced; they will be sent later.', error);
  }
}

/**
 * Syncs now (or right after a sync under way): a logged-in learner's logs go to the server and the
 * other devices' come back. Resolves when done; never throws.
 */
export function syncReviews(): Promise<void> {
  if (!learner || !hasIndexedDb()) return Promise.resolve();
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await syncOnce();
    } while (again && learner);
    running = null;
  })();
  return running;
}

/** A sync a little later, after a burst of answers; nothing for a visitor who is not logged in. */
export function scheduleReviewSync(delayMs = reviewSyncDelayMs): void {
  if (!learner) return;
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    void syncReviews();
  }, delayMs);
}

/**
 * The shell says whether a learner is logged in (login, a restored session, logout). A login
 * syncs at once: this device's reviews go up, the other devices' come down.
 */
export function setReviewLearner(loggedIn: boolean): void {
  const wasLearner = learner;
  learner = loggedIn;
  if (loggedIn && !wasLearner) scheduleReviewSync(0);
  if (!loggedIn && timer) {
    clearTimeout(timer);
    timer = null;
  }
}

if (typeof window !== 'undefined') {
  // Back online: send what was answered meanwhile.
  window.addEventListener('online', () => scheduleReviewSync(0));
}

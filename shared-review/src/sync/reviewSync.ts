import type {
  ReviewPullResponse,
  ReviewPushRequest,
  ReviewPushResponse,
} from '@btb/shared-contract';
import { reviewLimits } from '@btb/shared-contract';
import { apiRoutes, apiRequest, HttpError } from '@btb/shared-store';
import {
  markReviewLogsSynced,
  mergeReviewLogs,
  readReviewCursor,
  unsyncedReviewLogs,
  writeReviewCursor,
} from '../storage/reviewStore';
import { hasIndexedDb } from '../storage/openReviewDb';
import { syncQuizScores } from './quizScoreSync';

/** Answers come in bursts (a quiz round): one sync a little after the last one. */
export const reviewSyncDelayMs = 2000;

/** The logged-in account (its e-mail, lower case), or null for a visitor. */
let learner: string | null = null;
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
async function pullAll(account: string): Promise<void> {
  let cursor = await readReviewCursor(account);
  for (;;) {
    const page = await apiRequest<ReviewPullResponse>(`${apiRoutes.reviewLogs}?after=${cursor}`);
    await mergeReviewLogs(Array.isArray(page?.logs) ? page.logs : [], { synced: true });
    const next = Number.isInteger(page?.cursor) && page.cursor >= cursor ? page.cursor : cursor;
    await writeReviewCursor(account, next);
    if (!page?.more || next === cursor) return;
    cursor = next;
  }
}

async function syncOnce(account: string): Promise<void> {
  try {
    await pushAll();
    await pullAll(account);
    await syncQuizScores();
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      // The session ended elsewhere: keep reviewing locally until the next login.
      if (learner === account) learner = null;
      return;
    }
    // Offline or the server busy: the logs stay unsynced and go with the next sync; a server that
    // said when to ask again (a 503's Retry-After, issue 72) gets that sync then.
    console.warn('Reviews could not be synced; they will be sent later.', error);
    if (error instanceof HttpError && error.status === 503 && error.retryAfterSeconds)
      scheduleReviewSync(error.retryAfterSeconds * 1000);
  }
}

/**
 * Syncs now (or right after a sync under way): a logged-in learner's logs and quiz scores go to the
 * server and the other devices' come back. Resolves when done; never throws.
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
      if (learner) await syncOnce(learner);
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
 * The shell says who is logged in (login, a restored session, logout): the account's e-mail, or
 * null. A login syncs at once: this device's reviews go up, the account's others come down (each
 * account pulled from its own cursor). Reviews answered while logged out go with the next login.
 */
export function setReviewLearner(account: string | null): void {
  const previous = learner;
  learner = account?.trim().toLowerCase() || null;
  if (learner && learner !== previous) scheduleReviewSync(0);
  if (!learner && timer) {
    clearTimeout(timer);
    timer = null;
  }
}

if (typeof window !== 'undefined') {
  // Back online: send what was answered meanwhile.
  window.addEventListener('online', () => scheduleReviewSync(0));
}

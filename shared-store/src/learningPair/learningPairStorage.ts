import {
  asLearningPair,
  browserStorageKeys,
  choiceCookie,
  cookieValue,
  type LearningPair,
} from '@btb/shared-contract';
import { readStored, writeStored } from '../storage/browserStorage';

export const readLearningPair = (): LearningPair | null =>
  readStored<LearningPair | null>(browserStorageKeys.learningPair, asLearningPair, null);

/** The pair as the server renderer sees it: the cookie that mirrors storage. */
export const learningPairFromCookie = (cookieHeader: string | undefined): LearningPair | null =>
  asLearningPair(cookieValue(cookieHeader, browserStorageKeys.learningPairCookie)) ?? null;

export function writeLearningPair(pair: LearningPair): void {
  writeStored(browserStorageKeys.learningPair, pair);
  document.cookie = choiceCookie(browserStorageKeys.learningPairCookie, pair);
}

/**
 * After hydration, the pair both sources agree on: storage wins and is mirrored to the cookie; a
 * pair only in the cookie (chosen on another origin of the site) is kept in this origin's storage.
 */
export function reconcileLearningPair(fromServer: LearningPair | null): LearningPair | null {
  const stored = readLearningPair();
  if (stored) {
    if (stored !== fromServer) writeLearningPair(stored);
    return stored;
  }
  if (fromServer) writeStored(browserStorageKeys.learningPair, fromServer);
  return fromServer;
}

import {
  apiRoutes,
  type BookOverview,
  type LearnerProgress,
  type ReviewLog,
  type ReviewPullResponse,
} from '@btb/shared-contract';
import { baseApi } from '@btb/shared-store';
import { continueFrom, type ContinueOffer } from './continueFrom';

/** Pages of the account's reviews read for one offer at the most (500 logs each). */
const maxLogPages = 20;

/** What RTK Query's base query answers: the data, or an error. */
type Answer = { data?: unknown; error?: unknown };

/** Every review log the account holds (up to the bound), or null when they cannot be read. */
async function accountLogs(
  get: (url: string) => PromiseLike<Answer> | Answer,
): Promise<ReviewLog[] | null> {
  const logs: ReviewLog[] = [];
  let after = 0;
  for (let page = 0; page < maxLogPages; page += 1) {
    const answer = await get(`${apiRoutes.reviewLogs}?after=${after}`);
    if (answer.error) return null;
    const { logs: more, cursor, more: again } = answer.data as ReviewPullResponse;
    logs.push(...more);
    if (!again || cursor <= after) break;
    after = cursor;
  }
  return logs;
}

/**
 * "Continue" from what the account holds (its reviews and quiz scores), asked by the server for a
 * logged-in learner's home, so the first HTML has the offer and the browser hydrates the same. The
 * songs heard stay in the browser: here the lesson's next song is its first. Null for a visitor
 * (the session is the API's to check) or when anything cannot be read; the browser's own stores
 * fill "Continue" in then.
 */
export const accountContinueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountContinue: build.query<ContinueOffer | null, string>({
      async queryFn(pair, _api, _extra, baseQuery) {
        const progress = await baseQuery(apiRoutes.learnerProgress);
        if (progress.error) return { data: null };
        const [logs, overview] = await Promise.all([
          accountLogs(baseQuery),
          baseQuery(apiRoutes.bookOverview(pair)),
        ]);
        if (!logs || overview.error) return { data: null };
        const review = await import('@btb/shared-review');
        const { replayCards } = await review.loadScheduler();
        const cards = replayCards(logs);
        const { quizScores } = progress.data as LearnerProgress;
        const book = overview.data as BookOverview;
        const now = new Date();
        const facts = { cards, quizScores, heard: [] };
        const lessons = review.lessonProgress(review.pathBooks(book), facts, now);
        const due = review.dueReviewCards(cards, now).length;
        return { data: continueFrom(book, lessons, [], due) };
      },
    }),
  }),
});

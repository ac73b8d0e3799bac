import {
  browserStorageKeys,
  cookieValue,
  type BookOverview,
  type ContinueSummary,
} from '@btb/shared-contract';
import { apiRoutes, apiEnvironmentOf, baseApi } from '@btb/shared-store';
import { continueFrom, type ContinueOffer } from './continueFrom';

/** The server renders for a request with a login cookie (still valid or not is the API's to say). */
const carriesSession = (extra: unknown) =>
  Boolean(cookieValue(apiEnvironmentOf(extra)?.headers?.cookie, browserStorageKeys.sessionCookie));

/**
 * "Continue" from what the account holds, asked by the server for a logged-in learner's home, so
 * the first HTML has the offer and the browser hydrates the same. One summary of the account
 * (`/api/progress/continue`: each lesson's words learned and due, the quiz scores, the heard
 * songs, the reviews due) and the pair's plan, worked out as the browser does from its own stores
 * (`summaryProgress` is `lessonProgress` from cards counted per lesson). Null for a visitor (the
 * session is the API's to check) or when anything cannot be read; the browser's own stores fill
 * "Continue" in then.
 */
export const accountContinueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountContinue: build.query<ContinueOffer | null, string>({
      async queryFn(pair, api, _extra, baseQuery) {
        // The plan does not depend on the summary: with a login cookie both are asked at once.
        // Without one the summary goes first, so a visitor's 401 ends it without reading the plan.
        const readPlan = () => baseQuery(apiRoutes.bookOverview(pair));
        const plan = carriesSession(api.extra) ? readPlan() : undefined;
        const summary = await baseQuery(apiRoutes.continueSummary(pair));
        if (summary.error) return { data: null };
        const overview = await (plan ?? readPlan());
        if (overview.error) return { data: null };
        const review = await import('@btb/shared-review');
        const { lessons, quizScores, heardSongs, due } = summary.data as ContinueSummary;
        const book = overview.data as BookOverview;
        const facts = { lessons, quizScores, heard: heardSongs };
        const progress = review.summaryProgress(review.pathBooks(book), facts);
        return { data: continueFrom(book, progress, heardSongs, due) };
      },
    }),
  }),
});

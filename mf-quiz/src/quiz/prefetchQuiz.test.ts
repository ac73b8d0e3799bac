import { baseApi, makeStore } from '@btb/shared-store';
import { jsonResponse } from '@btb/shared-testing';
import { lesson, mockQuizApi } from '../testing/quizTestKit';
import { prefetchQuiz } from './prefetchQuiz';
import { meta } from './quizMeta';

const t = (key: string, options?: Record<string, unknown>) =>
  key === 'quiz.titleWithSequence' ? `Quiz: ${String(options?.name)}` : 'Quiz';

/** The title the server writes for `/quiz?…` after the page's prefetch, as the renderer runs it. */
async function serverTitle(query: string) {
  const store = makeStore();
  const searchParams = new URLSearchParams(query);
  await prefetchQuiz({ store, params: {}, searchParams, language: 'en' });
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  const context = { params: {}, searchParams, language: 'en' as const, origin: '', t };
  return meta({ ...context, state: store.getState() }).title;
}

describe('the quiz page on the server', () => {
  it("names a quiz link's sequence in its title", async () => {
    const fetch = mockQuizApi();
    expect(await serverTitle(`code=${lesson.strCode}`)).toBe('Quiz: Animals at the zoo');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the plain title for an unknown or malformed code, and asks nothing without one', async () => {
    const fetch = mockQuizApi({ validate: () => jsonResponse({ message: 'Invalid code' }, 404) });
    expect(await serverTitle('code=NO_SUCH_LESSON')).toBe('Quiz');
    expect(await serverTitle('code=%3Cscript%3E')).toBe('Quiz');
    expect(await serverTitle('')).toBe('Quiz');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

import type { PagePrefetch } from '@btb/shared-store';
import { validateQuizCodeApi } from '../api/validateQuizCode';
import { quizLinkCode } from './quizMeta';

/**
 * On the server: a quiz link's code is validated before the page renders, so its first HTML is
 * titled with the sequence ("Quiz: {name}"). A bad or unknown code leaves the plain title (the
 * query's error is kept, never thrown); the page itself still starts the quiz in the browser.
 */
export const prefetchQuiz: PagePrefetch = ({ store, searchParams }) => {
  const code = quizLinkCode(searchParams.get('code'));
  if (code) store.dispatch(validateQuizCodeApi.endpoints.quizSequence.initiate(code));
};

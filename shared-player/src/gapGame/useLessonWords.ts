import { useEffect, useState } from 'react';
import { HttpError } from '@btb/shared-store';
import { fetchLessonWords } from './fetchLessonWords';

export type LessonWords =
  { status: 'loading' } | { status: 'ready'; words: string[] } | { status: 'failed' };

/** The lesson's words, loaded once per lesson code; a lesson without vocabulary has none. */
export function useLessonWords(lessonCode: string): LessonWords {
  const [state, setState] = useState<LessonWords>({ status: 'loading' });
  useEffect(() => {
    const request = new AbortController();
    setState({ status: 'loading' });
    fetchLessonWords(lessonCode, request.signal)
      .then((words) => setState({ status: 'ready', words }))
      .catch((error: unknown) => {
        if (request.signal.aborted) return;
        // The server answers 404 for a code without vocabulary: that is a lesson with no words.
        if (error instanceof HttpError && error.status === 404) {
          setState({ status: 'ready', words: [] });
        } else setState({ status: 'failed' });
      });
    return () => request.abort();
  }, [lessonCode]);
  return state;
}

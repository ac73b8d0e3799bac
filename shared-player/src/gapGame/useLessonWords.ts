import { useEffect, useState } from 'react';
import { HttpError } from '@btb/shared-store';
import { fetchLesson } from '@btb/shared-review';

export type LessonWords =
  { status: 'loading' } | { status: 'ready'; words: string[] } | { status: 'failed' };

/** The lesson's words, loaded once per lesson code; a lesson without vocabulary has none. */
export function useLessonWords(lessonCode: string): LessonWords {
  const [state, setState] = useState<LessonWords>({ status: 'loading' });
  useEffect(() => {
    const request = new AbortController();
    setState({ status: 'loading' });
    // The lesson's vocabulary is the words its quiz asks: a gap filled is a review of that card.
    fetchLesson(lessonCode, request.signal)
      .then((lesson) =>
        setState({
          status: 'ready',
          words: (lesson?.cards ?? []).map((card) => card.question.trim()),
        }),
      )
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

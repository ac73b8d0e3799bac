import { useEffect, useState } from 'react';
import type { QuizQuestion } from '@btb/shared-contract';
import { loadLessonCards } from './loadLessonCards';

export type LessonCardsState =
  { status: 'loading' } | { status: 'ready'; cards: QuizQuestion[] } | { status: 'failed' };

/** The lesson's quiz cards, for the word card. */
export function useLessonCards(lessonCode: string): LessonCardsState {
  const [state, setState] = useState<LessonCardsState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadLessonCards(lessonCode).then(
      (cards) => current && setState({ status: 'ready', cards }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [lessonCode]);
  return state;
}

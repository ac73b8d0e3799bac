import { useCallback, useEffect, useState } from 'react';
import type { QuizQuestion } from '@btb/shared-contract';
import { useLazyGetQuizQuestionsQuery } from '../api/getQuizQuestions';

/**
 * Loads a lesson's cards for the modal and hands them to `onLoaded`; `reload` is Play Again.
 * SPEC section 8: a failed load is only logged, and the modal shows no questions.
 */
export function useModalQuestions(sequenceId: number, onLoaded: (cards: QuizQuestion[]) => void) {
  const [trigger] = useLazyGetQuizQuestionsQuery();
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const { questions } = await trigger(sequenceId).unwrap();
      onLoaded(questions);
    } catch (error) {
      console.error(`Quiz questions for sequence ${sequenceId} failed to load`, error);
      onLoaded([]);
    } finally {
      setLoading(false);
    }
  }, [trigger, sequenceId, onLoaded]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { loading, reload };
}

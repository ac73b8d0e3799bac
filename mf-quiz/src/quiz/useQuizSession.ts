import { useCallback, useReducer } from 'react';
import type { QuizQuestionsResponse, QuizValidateResponse } from '@btb/shared-contract';
import { savedQuizCodeKey } from '@btb/shared-player/offlineKeys';
import { apiRoutes } from '@btb/shared-store';
import { useLazyGetQuizQuestionsQuery, usableQuestions } from '../api/getQuizQuestions';
import { useValidateQuizCodeMutation } from '../api/validateQuizCode';
import { codeErrorFrom } from '../code/codeError';
import type { RoundAction } from '../round/roundReducer';
import { useRoundTimers } from '../round/useRoundTimers';
import { failedOffline, savedAnswerOffline } from './offlineAnswers';
import { initialQuizPageState, quizPageReducer, type QuizSequence } from './quizPageReducer';

/** The quiz page's state machine plus the calls that drive it and the round timers. */
export function useQuizSession() {
  const [state, dispatch] = useReducer(quizPageReducer, initialQuizPageState);
  const [validate] = useValidateQuizCodeMutation();
  const [loadQuestions] = useLazyGetQuizQuestionsQuery();

  const dispatchRound = useCallback(
    (action: RoundAction) => dispatch({ type: 'round', action }),
    [],
  );
  const round = state.phase === 'playing' || state.phase === 'finished' ? state.round : null;
  useRoundTimers(round, dispatchRound);

  const start = useCallback(
    async (rawCode: string) => {
      const code = rawCode.trim();
      if (!code) return;
      dispatch({ type: 'submit', code });
      let sequence: QuizSequence;
      try {
        let result: QuizValidateResponse | undefined;
        try {
          result = await validate({ code }).unwrap();
        } catch (error) {
          // Offline, a saved lesson's code is as good as online; any other code is "offline".
          const saved = await savedAnswerOffline(error, savedQuizCodeKey(code));
          if (!saved) throw error;
          result = saved as QuizValidateResponse;
        }
        if (!result?.valid) {
          dispatch({ type: 'rejected', error: { kind: 'invalidOrEmpty' } });
          return;
        }
        const strCode = result.strCode?.trim() || code;
        sequence = {
          id: result.sequenceID,
          name: result.sequenceName?.trim() || strCode,
          code: strCode,
        };
      } catch (error) {
        dispatch({
          type: 'rejected',
          error: failedOffline(error) ? { kind: 'offline' } : codeErrorFrom(error),
        });
        return;
      }
      dispatch({ type: 'validated', sequence });
      try {
        let questions: QuizQuestionsResponse['questions'];
        try {
          ({ questions } = await loadQuestions(sequence.id).unwrap());
        } catch (error) {
          const saved = await savedAnswerOffline(error, apiRoutes.quizQuestions(sequence.id));
          if (!saved) throw error;
          questions = usableQuestions(saved);
        }
        dispatch({ type: 'loaded', questions });
      } catch (error) {
        console.error(`Quiz questions for ${sequence.code} failed to load`, error);
        dispatch({ type: 'loadFailed' });
      }
    },
    [validate, loadQuestions],
  );

  const newQuiz = useCallback(() => dispatch({ type: 'newQuiz' }), []);

  return { state, start, newQuiz, dispatchRound };
}

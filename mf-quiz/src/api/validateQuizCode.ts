import { type QuizValidateRequest, type QuizValidateResponse } from '@btb/shared-contract';
import { apiRoutes, baseApi } from '@btb/shared-store';

const validateRequest = (body: QuizValidateRequest) => ({
  url: apiRoutes.quizValidateCode,
  method: 'POST' as const,
  body,
});

/**
 * `POST /api/quiz/validate-code`: turns a lesson code into its sequence. As a mutation for a code
 * the learner types; as a query (kept by code) for the code of a quiz link, which the server asks
 * before it renders the page, so its title names the sequence.
 */
export const validateQuizCodeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    validateQuizCode: build.mutation<QuizValidateResponse, QuizValidateRequest>({
      query: validateRequest,
    }),
    quizSequence: build.query<QuizValidateResponse, string>({
      query: (code) => validateRequest({ code }),
    }),
  }),
});

export const { useValidateQuizCodeMutation } = validateQuizCodeApi;

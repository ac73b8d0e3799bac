import {
  apiRoutes,
  type QuizValidateRequest,
  type QuizValidateResponse,
} from '@btb/shared-contract';
import { baseApi } from '@btb/shared-store';

/** `POST /api/quiz/validate-code`: turns a lesson code into its sequence. */
export const validateQuizCodeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    validateQuizCode: build.mutation<QuizValidateResponse, QuizValidateRequest>({
      query: (body) => ({ url: apiRoutes.quizValidateCode, method: 'POST', body }),
    }),
  }),
});

export const { useValidateQuizCodeMutation } = validateQuizCodeApi;

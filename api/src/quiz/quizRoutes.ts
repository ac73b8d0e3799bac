import type {
  ApiError,
  QuizQuestionsResponse,
  QuizValidateRequest,
  QuizValidateResponse,
} from '@btb/shared-contract';
import type { ApiPlugin } from '../app/apiDeps';
import {
  QuizQuestionsParamsSchema,
  QuizQuestionsResponseSchema,
  QuizValidateRequestSchema,
  QuizValidateResponseSchema,
} from '@btb/shared-contract/schemas';
import { withErrors } from '../app/schemas';
import { quizMessage } from './quizMessages';

interface SequenceRow {
  id: number;
  name: string;
  code: string;
  song_id: number | null;
  cards: number;
}

export const quizRoutes: ApiPlugin = async (app, { db }) => {
  app.post<{ Body: QuizValidateRequest; Reply: QuizValidateResponse | ApiError }>(
    '/quiz/validate-code',
    {
      schema: {
        body: QuizValidateRequestSchema,
        response: withErrors(QuizValidateResponseSchema),
      },
    },
    async (request, reply) => {
      const code = request.body.code.trim().toUpperCase();
      if (!/^[A-Z0-9_-]{1,64}$/.test(code)) {
        return reply.code(400).send({ message: quizMessage(request, 'invalidCode') });
      }
      const rows = await db.query<SequenceRow>(
        `SELECT q.id, q.sequence_name AS name, q.str_code AS code,
           (SELECT min(s.id) FROM songs s WHERE s.sequence_id = q.id) AS song_id,
           (SELECT count(*)::int FROM vocabulary v WHERE v.sequence_id = q.id) AS cards
         FROM sequences q WHERE q.str_code = $1`,
        [code],
      );
      const sequence = rows[0];
      if (!sequence) return reply.code(404).send({ message: quizMessage(request, 'invalidCode') });
      if (sequence.cards === 0)
        return reply.code(404).send({ message: quizMessage(request, 'noVocabulary') });
      return {
        valid: true,
        sequenceID: sequence.id,
        sequenceName: sequence.name,
        strCode: sequence.code,
        songID: sequence.song_id ?? 0,
      };
    },
  );

  app.get<{ Params: { sequenceId: number }; Reply: QuizQuestionsResponse | ApiError }>(
    '/quiz/questions/:sequenceId',
    {
      schema: {
        params: QuizQuestionsParamsSchema,
        response: withErrors(QuizQuestionsResponseSchema),
      },
    },
    async (request, reply) => {
      const { sequenceId } = request.params;
      const exists = await db.query('SELECT 1 FROM sequences WHERE id = $1', [sequenceId]);
      if (exists.length === 0)
        return reply.code(404).send({ message: quizMessage(request, 'unknownSequence') });
      const questions = await db.query<{ question: string; answer: string }>(
        'SELECT question, answer FROM vocabulary WHERE sequence_id = $1 ORDER BY position, id',
        [sequenceId],
      );
      return { questions };
    },
  );
};

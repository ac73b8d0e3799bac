import type {
  ApiError,
  Language,
  LanguageQuery,
  LevelsResponse,
  PrimaryLanguageOption,
  SubjectOption,
} from '@btb/shared-contract';
import {
  LanguageQuerySchema,
  LevelsResponseSchema,
  PrimaryLanguageListSchema,
  SubjectListSchema,
  SubjectParamsSchema,
} from '@btb/shared-contract/schemas';
import type { ApiPlugin } from '../app/apiDeps';
import { sendCachedJson } from '../cache/sendCachedJson';
import { withErrors } from '../app/schemas';
import { languageNames } from '../seed/subjectDefinitions';

/** Each language's label column (a language the seed has not filled yet reads English). */
const labelColumns: Record<Language, string> = { en: 'label_en', de: 'label_de', es: 'label_es' };

export const subjectRoutes: ApiPlugin = async (app, { db, responseCache }) => {
  const subjectExists = async (key: string) =>
    (await db.query('SELECT 1 FROM subjects WHERE key = upper($1)', [key])).length > 0;

  app.get<{ Querystring: Required<LanguageQuery>; Reply: SubjectOption[] }>(
    '/subjects',
    {
      schema: {
        querystring: LanguageQuerySchema,
        response: withErrors(SubjectListSchema),
      },
    },
    async (request, reply) => {
      const { language } = request.query;
      return sendCachedJson(reply, responseCache, `subjects:${language}`, async () => ({
        value: await db.query<SubjectOption>(
          `SELECT key, coalesce(${labelColumns[language]}, label_en) AS label,
             lower(target_language) AS target, lower(primary_language) AS primary
           FROM subjects ORDER BY position, key`,
        ),
      }));
    },
  );

  app.get<{ Params: { subject: string }; Reply: LevelsResponse | ApiError }>(
    '/content/levels/:subject',
    { schema: { params: SubjectParamsSchema, response: withErrors(LevelsResponseSchema) } },
    async (request, reply) => {
      const { subject } = request.params;
      if (!(await subjectExists(subject)))
        return reply.code(404).send({ message: 'Unknown subject' });
      const rows = await db.query<{ level: string }>(
        'SELECT DISTINCT level FROM books WHERE subject_key = upper($1) ORDER BY level',
        [subject],
      );
      return rows.map((row) => row.level);
    },
  );

  app.get<{ Params: { subject: string }; Reply: PrimaryLanguageOption[] | ApiError }>(
    '/content/primary-languages/:subject',
    {
      schema: {
        params: SubjectParamsSchema,
        response: withErrors(PrimaryLanguageListSchema),
      },
    },
    async (request, reply) => {
      const { subject } = request.params;
      if (!(await subjectExists(subject)))
        return reply.code(404).send({ message: 'Unknown subject' });
      const rows = await db.query<{ code: string }>(
        'SELECT DISTINCT primary_language AS code FROM songs WHERE subject_key = upper($1) ORDER BY 1',
        [subject],
      );
      return rows.map((row) => ({
        code: row.code.toUpperCase(),
        name: languageNames[row.code as keyof typeof languageNames] ?? row.code.toUpperCase(),
      }));
    },
  );
};

import type { Faq } from '@btb/shared-contract';
import type { ApiPlugin } from '../app/apiDeps';
import { languageQuerySchema, withErrors, type LanguageQuery } from '../app/schemas';

const faqListSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['faqID', 'strQuestion', 'strAnswer'],
    properties: {
      faqID: { type: 'integer' },
      strQuestion: { type: 'string' },
      strAnswer: { type: 'string' },
    },
  },
} as const;

export const faqRoutes: ApiPlugin = async (app, { db }) => {
  app.get<{ Querystring: LanguageQuery; Reply: Faq[] }>(
    '/faqs',
    { schema: { querystring: languageQuerySchema, response: withErrors(faqListSchema) } },
    async (request) =>
      db.query<Faq>(
        `SELECT id AS "faqID", question AS "strQuestion", answer_html AS "strAnswer"
         FROM faqs WHERE language = $1 ORDER BY position, id`,
        [request.query.language],
      ),
  );
};

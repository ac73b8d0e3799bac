import type { Faq } from '@btb/shared-contract';
import type { ApiPlugin } from '../app/apiDeps';
import { sendCachedJson } from '../cache/sendCachedJson';
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

export const faqRoutes: ApiPlugin = async (app, { db, responseCache }) => {
  app.get<{ Querystring: LanguageQuery; Reply: Faq[] }>(
    '/faqs',
    { schema: { querystring: languageQuerySchema, response: withErrors(faqListSchema) } },
    async (request, reply) => {
      const { language } = request.query;
      return sendCachedJson(reply, responseCache, `faqs:${language}`, async () => ({
        value: await db.query<Faq>(
          `SELECT id AS "faqID", question AS "strQuestion", answer_html AS "strAnswer"
           FROM faqs WHERE language = $1 ORDER BY position, id`,
          [language],
        ),
      }));
    },
  );
};

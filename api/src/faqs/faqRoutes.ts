import type { LanguageQuery, Faq } from '@btb/shared-contract';
import type { ApiPlugin } from '../app/apiDeps';
import { sendCachedJson } from '../cache/sendCachedJson';
import { LanguageQuerySchema, FaqListSchema } from '@btb/shared-contract/schemas';
import { withErrors } from '../app/schemas';

export const faqRoutes: ApiPlugin = async (app, { db, responseCache }) => {
  app.get<{ Querystring: Required<LanguageQuery>; Reply: Faq[] }>(
    '/faqs',
    { schema: { querystring: LanguageQuerySchema, response: withErrors(FaqListSchema) } },
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

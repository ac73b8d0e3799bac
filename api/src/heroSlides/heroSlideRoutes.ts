import type { LanguageQuery, HeroSlide } from '@btb/shared-contract';
import type { ApiPlugin } from '../app/apiDeps';
import { sendCachedJson } from '../cache/sendCachedJson';
import { LanguageQuerySchema, HeroSlideListSchema } from '@btb/shared-contract/schemas';
import { withErrors } from '../app/schemas';

export const heroSlideRoutes: ApiPlugin = async (app, { db, responseCache }) => {
  app.get<{ Querystring: Required<LanguageQuery>; Reply: HeroSlide[] }>(
    '/hero-slides',
    { schema: { querystring: LanguageQuerySchema, response: withErrors(HeroSlideListSchema) } },
    async (request, reply) => {
      const { language } = request.query;
      return sendCachedJson(reply, responseCache, `hero-slides:${language}`, async () => ({
        value: await db.query<HeroSlide>(
          `SELECT id AS "slideID", headline, subline, background_image AS "backgroundImage",
           button1_text AS "button1Text", button1_link AS "button1Link", button1_icon AS "button1Icon",
           button2_text AS "button2Text", button2_link AS "button2Link", button2_icon AS "button2Icon"
         FROM hero_slides WHERE language = $1 ORDER BY position, id`,
          [language],
        ),
      }));
    },
  );
};

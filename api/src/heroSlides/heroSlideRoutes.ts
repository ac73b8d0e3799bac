import type { HeroSlide } from '@btb/shared-contract';
import type { ApiPlugin } from '../app/apiDeps';
import { sendCachedJson } from '../cache/sendCachedJson';
import { languageQuerySchema, withErrors, type LanguageQuery } from '../app/schemas';

const text = { type: 'string' } as const;
const heroSlideListSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: [
      'slideID',
      'headline',
      'subline',
      'backgroundImage',
      'button1Text',
      'button1Link',
      'button1Icon',
      'button2Text',
      'button2Link',
      'button2Icon',
    ],
    properties: {
      slideID: { type: 'integer' },
      headline: text,
      subline: text,
      backgroundImage: text,
      button1Text: text,
      button1Link: text,
      button1Icon: text,
      button2Text: text,
      button2Link: text,
      button2Icon: text,
    },
  },
} as const;

export const heroSlideRoutes: ApiPlugin = async (app, { db, responseCache }) => {
  app.get<{ Querystring: LanguageQuery; Reply: HeroSlide[] }>(
    '/hero-slides',
    { schema: { querystring: languageQuerySchema, response: withErrors(heroSlideListSchema) } },
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

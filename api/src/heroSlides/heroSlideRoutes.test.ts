import type { HeroSlide } from '@btb/shared-contract';
import { heroButtonIcons } from '@btb/shared-contract/schemas';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/hero-slides', () => {
  it.each(['en', 'de'])(
    'answers slides in %s with the icons the contract knows and known link kinds',
    async (language) => {
      const slides = (
        await app.inject({ method: 'GET', url: `/api/hero-slides?language=${language}` })
      ).json<HeroSlide[]>();
      expect(slides.length).toBeGreaterThanOrEqual(3);
      for (const slide of slides) {
        expect(heroButtonIcons).toContain(slide.button1Icon);
        expect(heroButtonIcons).toContain(slide.button2Icon);
        for (const link of [slide.button1Link, slide.button2Link])
          expect(link).toMatch(/^(\/|#quiz|#test|https?:\/\/)/);
      }
    },
  );

  it('differs by language and rejects others', async () => {
    const en = (await app.inject({ method: 'GET', url: '/api/hero-slides?language=en' })).json<
      HeroSlide[]
    >();
    const de = (await app.inject({ method: 'GET', url: '/api/hero-slides?language=de' })).json<
      HeroSlide[]
    >();
    expect(en[0]?.headline).not.toBe(de[0]?.headline);
    const es = (await app.inject({ method: 'GET', url: '/api/hero-slides?language=es' })).json<
      HeroSlide[]
    >();
    expect(es.map((slide) => slide.headline)).toEqual([
      'Aprende idiomas, del ritmo al gran salto',
      'Alemán con música, de A1 a B1',
      '¿Cuántas horas podrías estar aprendiendo?',
    ]);
    // A Spanish speaker's learning plan is German for Spanish speakers.
    expect(es[1]?.button1Link).toBe('/book-overview/DE_ES');
    expect(
      (await app.inject({ method: 'GET', url: '/api/hero-slides?language=xx' })).statusCode,
    ).toBe(400);
  });
});

import type { Faq } from '@btb/shared-contract';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/faqs', () => {
  it.each(['en', 'de'])('answers FAQs with HTML answers in %s', async (language) => {
    const faqs = (await app.inject({ method: 'GET', url: `/api/faqs?language=${language}` })).json<
      Faq[]
    >();
    expect(faqs.length).toBeGreaterThanOrEqual(5);
    expect(faqs.every((faq) => faq.strAnswer.startsWith('<'))).toBe(true);
    expect(faqs[0]).toEqual({
      faqID: expect.any(Number),
      strQuestion: expect.any(String),
      strAnswer: expect.any(String),
    });
  });

  it('answers German questions for de', async () => {
    const faqs = (await app.inject({ method: 'GET', url: '/api/faqs?language=de' })).json<Faq[]>();
    expect(faqs[0]?.strQuestion).toBe('Wie funktioniert Lernen mit Songs?');
  });

  it('answers Spanish questions for es, as many as in English', async () => {
    const read = async (language: string) =>
      (await app.inject({ method: 'GET', url: `/api/faqs?language=${language}` })).json<Faq[]>();
    const spanish = await read('es');
    expect(spanish[0]?.strQuestion).toBe('¿Cómo se aprende con canciones?');
    expect(spanish).toHaveLength((await read('en')).length);
  });
});

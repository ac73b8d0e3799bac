import type { QuizQuestionsResponse, QuizValidateResponse } from '@btb/shared-contract';
import type { FastifyInstance } from 'fastify';
import { postJson } from '../testing/injectJson';
import { buildTestApp } from '../testing/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('POST /api/quiz/validate-code', () => {
  it('accepts a lesson code, trimmed and in any case', async () => {
    const res = await postJson(app, '/api/quiz/validate-code', { code: '  de_es_a1_b02_l04 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json<QuizValidateResponse>()).toEqual({
      valid: true,
      sequenceID: expect.any(Number),
      sequenceName: 'Kleidung (Ropa)',
      strCode: 'DE_ES_A1_B02_L04',
      songID: expect.any(Number),
    });
  });

  it('answers 404 with a message for an unknown code, in German or Spanish when asked', async () => {
    const res = await postJson(app, '/api/quiz/validate-code', { code: 'DE_EN_C2_B09_L09' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Invalid code' });
    for (const [acceptLanguage, message] of [
      ['de-DE,de;q=0.9', 'Code nicht gültig'],
      ['es-MX,es;q=0.9,en;q=0.5', 'Código no válido'],
    ]) {
      const headers = { 'accept-language': acceptLanguage };
      const answer = await postJson(app, '/api/quiz/validate-code', { code: 'nope' }, { headers });
      expect(answer.json()).toEqual({ message });
    }
  });

  it.each([
    ['no body', undefined],
    ['a number', { code: 42 }],
    ['an object', { code: { $ne: 1 } }],
    ['no code', {}],
    ['symbols', { code: "'; DROP TABLE songs; --" }],
    ['an empty code', { code: '   ' }],
  ])('rejects %s with 400', async (_name, body) => {
    const res = await postJson(app, '/api/quiz/validate-code', body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/quiz/validate-code',
      headers: { 'content-type': 'application/json' },
      payload: '{"code": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Malformed JSON body' });
  });
});

describe('GET /api/quiz/questions/:sequenceId', () => {
  it('answers at least 8 question/answer cards', async () => {
    const validated = (
      await postJson(app, '/api/quiz/validate-code', { code: 'EN_DE_B1_B01_L01' })
    ).json<QuizValidateResponse>();
    const res = await app.inject({
      method: 'GET',
      url: `/api/quiz/questions/${validated.sequenceID}`,
    });
    const { questions } = res.json<QuizQuestionsResponse>();
    expect(questions.length).toBeGreaterThanOrEqual(8);
    expect(questions[0]).toEqual({ question: 'the castle', answer: 'die Burg' });
  });

  it('answers 404 for an unknown lesson and 400 for a bad id', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/quiz/questions/999999' })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/quiz/questions/abc' })).statusCode).toBe(
      400,
    );
  });
});

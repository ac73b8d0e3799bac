import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../testing/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('subjects, levels and primary languages', () => {
  it('lists the subjects with labels in the requested language and the languages of each pair', async () => {
    expect((await get('/api/subjects?language=en')).json()).toEqual([
      { key: 'DE_EN', label: 'German for English speakers', target: 'de', primary: 'en' },
      { key: 'EN_DE', label: 'English for German speakers', target: 'en', primary: 'de' },
      { key: 'DE_ES', label: 'German for Spanish speakers', target: 'de', primary: 'es' },
      { key: 'ES_EN', label: 'Spanish for English speakers', target: 'es', primary: 'en' },
      { key: 'EN_ES', label: 'English for Spanish speakers', target: 'en', primary: 'es' },
    ]);
    expect((await get('/api/subjects?language=de')).json()[0]).toEqual({
      key: 'DE_EN',
      label: 'Deutsch für Englischsprachige',
      target: 'de',
      primary: 'en',
    });
    expect((await get('/api/subjects?language=es')).json()).toEqual([
      { key: 'DE_EN', label: 'Alemán para hablantes de inglés', target: 'de', primary: 'en' },
      { key: 'EN_DE', label: 'Inglés para hablantes de alemán', target: 'en', primary: 'de' },
      { key: 'DE_ES', label: 'Alemán para hispanohablantes', target: 'de', primary: 'es' },
      { key: 'ES_EN', label: 'Español para hablantes de inglés', target: 'es', primary: 'en' },
      { key: 'EN_ES', label: 'Inglés para hispanohablantes', target: 'en', primary: 'es' },
    ]);
    expect((await get('/api/subjects')).json()).toHaveLength(5);
  });

  it('rejects an unsupported language', async () => {
    expect((await get('/api/subjects?language=fr')).statusCode).toBe(400);
  });

  it('lists levels and the learner language of a subject', async () => {
    expect((await get('/api/content/levels/DE_EN')).json()).toEqual(['A1', 'A2', 'B1']);
    expect((await get('/api/content/primary-languages/DE_ES')).json()).toEqual([
      { code: 'ES', name: 'Español' },
    ]);
    expect((await get('/api/content/levels/ES_EN')).json()).toEqual(['A1', 'A2', 'B1']);
    expect((await get('/api/content/primary-languages/ES_EN')).json()).toEqual([
      { code: 'EN', name: 'English' },
    ]);
    expect((await get('/api/content/primary-languages/en_de')).json()).toEqual([
      { code: 'DE', name: 'Deutsch' },
    ]);
  });

  it('answers 404 for an unknown subject and 400 for a malformed one', async () => {
    expect((await get('/api/content/levels/FR_EN')).statusCode).toBe(404);
    expect((await get('/api/content/primary-languages/FR_EN')).statusCode).toBe(404);
    expect((await get('/api/content/levels/DROP%20TABLE')).statusCode).toBe(400);
  });
});

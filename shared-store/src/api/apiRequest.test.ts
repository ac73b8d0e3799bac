import { jsonResponse, mockFetch } from '@btb/shared-testing';
import { apiRequest } from './apiRequest';
import { HttpError } from './httpError';

describe('apiRequest', () => {
  it('sends credentials and a JSON content type only with a body', async () => {
    const fetchMock = mockFetch([
      ['GET', '/api/faqs?language=en', () => jsonResponse([])],
      ['POST', '/api/quiz/validate-code', () => jsonResponse({ valid: true })],
    ]);
    await apiRequest('/api/faqs?language=en');
    await apiRequest('/api/quiz/validate-code', { method: 'POST', body: { code: 'X' } });
    const [, getInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    const [, postInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(getInit.credentials).toBe('include');
    expect(getInit.headers).toBeUndefined();
    expect(postInit.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(postInit.body).toBe('{"code":"X"}');
  });

  it('turns a failed response into "status: body", keeping the server message', async () => {
    mockFetch([['GET', '/api/song/9', () => jsonResponse({ message: 'Song not found' }, 404)]]);
    const error = await apiRequest('/api/song/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('404: {"message":"Song not found"}');
    expect((error as HttpError).serverMessage).toBe('Song not found');
  });
});

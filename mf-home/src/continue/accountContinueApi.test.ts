import { makeStore } from '@btb/shared-store';
import { jsonResponse, mockFetch, oneBookOverview } from '@btb/shared-testing';
import { accountContinueApi } from './accountContinueApi';

const overview = oneBookOverview('Book 1', [
  ['At the café', [1, 2]],
  ['On the phone', [3]],
]);
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000).toISOString();
const reviewedAt = daysAgo(3);
const log = (id: string, word: string) => ({
  id,
  lessonCode: 'DE_EN_A1_B01_L02',
  word,
  rating: 'again' as const,
  reviewedAt,
});

const offerFor = async () => {
  const store = makeStore();
  const { data } = await store.dispatch(
    accountContinueApi.endpoints.accountContinue.initiate('DE_EN'),
  );
  return data;
};

describe('"Continue" from the account', () => {
  it("offers the lesson last worked on, the account's due reviews and the next lesson", async () => {
    mockFetch([
      [
        'GET',
        /\/api\/progress$/,
        () =>
          jsonResponse({
            learningPair: 'DE_EN',
            quizScores: [
              { lessonCode: 'DE_EN_A1_B01_L01', correct: 4, total: 4, finishedAt: daysAgo(4) },
            ],
          }),
      ],
      [
        'GET',
        /\/api\/reviews\/logs\?after=0$/,
        () => jsonResponse({ logs: [log('log-00000001', 'Telefon')], cursor: 1, more: true }),
      ],
      [
        'GET',
        /\/api\/reviews\/logs\?after=1$/,
        () => jsonResponse({ logs: [log('log-00000002', 'Handy')], cursor: 2, more: false }),
      ],
      ['GET', /\/api\/book-overview\/DE_EN$/, () => jsonResponse(overview)],
    ]);
    expect(await offerFor()).toEqual({
      last: { code: 'DE_EN_A1_B01_L02', name: 'On the phone', songId: 3 },
      due: 2,
      next: { code: 'DE_EN_A1_B01_L02', name: 'On the phone' },
    });
  });

  it('offers nothing to a visitor: the browser fills "Continue" in from its own stores', async () => {
    const fetch = mockFetch([
      ['GET', /\/api\/progress$/, () => jsonResponse({ message: 'Please log in' }, 401)],
    ]);
    expect(await offerFor()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

import { makeStore } from '@btb/shared-store';
import { jsonResponse, mockFetch, oneBookOverview } from '@btb/shared-testing';
import { accountContinueApi } from './accountContinueApi';

const overview = oneBookOverview('Book 1', [
  ['At the café', [1, 2]],
  ['On the phone', [3]],
]);
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000).toISOString();

/** The server renderer's store for a request with these cookies (the browser's has none). */
const serverStore = (cookie: string) =>
  makeStore(undefined, { origin: 'http://api.test', headers: { cookie } });

const offerFor = async (store = makeStore()) => {
  const { data } = await store.dispatch(
    accountContinueApi.endpoints.accountContinue.initiate('DE_EN'),
  );
  return data;
};

describe('"Continue" from the account', () => {
  it("offers the lesson last worked on, the account's due reviews and the next lesson", async () => {
    const fetch = mockFetch([
      [
        'GET',
        /\/api\/progress\/continue\?subject=DE_EN$/,
        () =>
          jsonResponse({
            at: new Date().toISOString(),
            lessons: [
              { lessonCode: 'DE_EN_A1_B01_L02', learned: 2, due: 2, lastReview: daysAgo(3) },
            ],
            quizScores: [
              { lessonCode: 'DE_EN_A1_B01_L01', correct: 4, total: 4, finishedAt: daysAgo(4) },
            ],
            // Heard in lesson 1 (older than its quiz) and the first song of lesson 2.
            heardSongs: [
              { id: 1, at: daysAgo(5) },
              { id: 3, at: daysAgo(6) },
            ],
            due: 5,
          }),
      ],
      ['GET', /\/api\/book-overview\/DE_EN$/, () => jsonResponse(overview)],
    ]);
    expect(await offerFor()).toEqual({
      last: { code: 'DE_EN_A1_B01_L02', name: 'On the phone', songId: null },
      due: 5,
      next: { code: 'DE_EN_A1_B01_L02', name: 'On the phone', songId: 3 },
    });
    // One summary and the plan: no review log is read.
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("offers the last lesson's next song not heard yet", async () => {
    mockFetch([
      [
        'GET',
        /\/api\/progress\/continue/,
        () =>
          jsonResponse({
            at: new Date().toISOString(),
            lessons: [],
            quizScores: [],
            heardSongs: [{ id: 1, at: daysAgo(1) }],
            due: 0,
          }),
      ],
      ['GET', /\/api\/book-overview\/DE_EN$/, () => jsonResponse(overview)],
    ]);
    expect(await offerFor()).toEqual({
      last: { code: 'DE_EN_A1_B01_L01', name: 'At the café', songId: 2 },
      due: 0,
      next: { code: 'DE_EN_A1_B01_L01', name: 'At the café', songId: 1 },
    });
  });

  it('offers nothing to a visitor: the browser fills "Continue" in from its own stores', async () => {
    const fetch = mockFetch([
      ['GET', /\/api\/progress\/continue/, () => jsonResponse({ message: 'Please log in' }, 401)],
      ['GET', /\/api\/book-overview\/DE_EN$/, () => jsonResponse(overview)],
    ]);
    expect(await offerFor()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks for the summary and the plan at once for a request with a login cookie', async () => {
    let answerSummary: (response: Response) => void = () => undefined;
    const summary = new Promise<Response>((resolve) => {
      answerSummary = resolve;
    });
    const fetch = mockFetch([
      ['GET', /\/api\/progress\/continue/, () => summary],
      ['GET', /\/api\/book-overview\/DE_EN$/, () => jsonResponse(overview)],
    ]);
    const offer = offerFor(serverStore('language=de; btb_session=token'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The plan went out while the summary was still on its way.
    expect(fetch).toHaveBeenCalledTimes(2);
    answerSummary(
      jsonResponse({
        at: new Date().toISOString(),
        lessons: [],
        quizScores: [],
        heardSongs: [],
        due: 0,
      }),
    );
    expect(await offer).toEqual({
      last: null,
      due: 0,
      next: { code: 'DE_EN_A1_B01_L01', name: 'At the café', songId: 1 },
    });
  });

  it("asks a server-rendered visitor's summary alone, as before", async () => {
    const fetch = mockFetch([
      ['GET', /\/api\/progress\/continue/, () => jsonResponse({ message: 'Please log in' }, 401)],
      ['GET', /\/api\/book-overview\/DE_EN$/, () => jsonResponse(overview)],
    ]);
    expect(await offerFor(serverStore('language=de'))).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

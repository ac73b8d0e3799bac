import { jsonResponse, mockFetch } from '@btb/shared-testing';
import { makeStore } from '../store/makeStore';
import { selectCurrentToast } from '../toasts/toastSlice';
import { engagementApi } from './engagementApi';
import './engagementToasts';

const { likeSong, countView } = engagementApi.endpoints;

/** A 503 the way the API answers while its database restarts. */
const unavailable = (retryAfter: string) =>
  ({
    ...jsonResponse({ message: 'briefly unavailable' }, 503),
    headers: new Headers({ 'Retry-After': retryAfter }),
  }) as Response;

describe('a like the server could not take for a moment', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is sent again after the Retry-After wait and counted, with no failure shown', async () => {
    const answers = [unavailable('2'), unavailable('2'), jsonResponse({ likes: 5 })];
    const fetchMock = mockFetch([
      ['POST', '/api/content/7/like', () => answers.shift() as Response],
    ]);
    const store = makeStore();
    const liked = store.dispatch(likeSong.initiate(7));
    await jest.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2000);
    expect(await liked.unwrap()).toEqual({ likes: 5 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(selectCurrentToast(store.getState())).toBeNull();
  });

  it('gives up after three more tries and says the like failed', async () => {
    const fetchMock = mockFetch([['POST', '/api/content/7/like', () => unavailable('1')]]);
    const store = makeStore();
    const liked = store.dispatch(likeSong.initiate(7));
    await jest.advanceTimersByTimeAsync(3000);
    await expect(liked.unwrap()).rejects.toMatchObject({ status: 503, retryAfterSeconds: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(selectCurrentToast(store.getState())).toMatchObject({
      title: 'Your like could not be saved',
    });
  });

  it('is not retried for any other failure, nor is a call that did not opt in', async () => {
    const fetchMock = mockFetch([
      ['POST', '/api/content/7/like', () => jsonResponse({ message: 'no' }, 500)],
      ['POST', '/api/content/7/view', () => unavailable('1')],
    ]);
    const store = makeStore();
    await store.dispatch(likeSong.initiate(7));
    await store.dispatch(countView.initiate(7));
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

import { changeLanguage } from '@btb/shared-i18n';
import { jsonResponse, mockFetch } from '@btb/shared-testing';
import { makeStore } from '../store/makeStore';
import { selectCurrentToast } from '../toasts/toastSlice';
import { engagementApi } from './engagementApi';
import './engagementToasts';

const { likeSong, countPlay } = engagementApi.endpoints;

describe('why a like or play was not counted', () => {
  afterEach(() => changeLanguage('en'));

  it('says so for a like past the network’s day allowance, in English and in German', async () => {
    mockFetch([
      [
        'POST',
        '/api/content/7/like',
        () => jsonResponse({ likes: 12, notCounted: 'addressLimit' }),
      ],
    ]);
    const store = makeStore();
    await store.dispatch(likeSong.initiate(7));
    expect(selectCurrentToast(store.getState())).toMatchObject({
      title: 'Your like was not counted',
      description: expect.stringContaining('from your network today'),
    });

    await changeLanguage('de');
    await store.dispatch(likeSong.initiate(7));
    expect(selectCurrentToast(store.getState())).toMatchObject({
      title: 'Dein Like wurde nicht gezählt',
      description: expect.stringContaining('Aus deinem Netzwerk'),
    });
  });

  it("says so for a play past the account's allowance; the song plays as usual", async () => {
    mockFetch([
      ['POST', '/api/content/7/play', () => jsonResponse({ plays: 3, notCounted: 'accountLimit' })],
    ]);
    const store = makeStore();
    await store.dispatch(countPlay.initiate(7));
    expect(selectCurrentToast(store.getState())).toMatchObject({
      title: 'This play was not counted',
      description: 'Your account has played this song often today. The song plays as usual.',
    });
  });

  it('says nothing for a counted like or play, and that a like failed', async () => {
    mockFetch([
      ['POST', '/api/content/7/like', () => jsonResponse({ likes: 13 })],
      ['POST', '/api/content/7/play', () => jsonResponse({ plays: 4 })],
      ['POST', '/api/content/8/like', () => jsonResponse({ message: 'busy' }, 503)],
    ]);
    const store = makeStore();
    await store.dispatch(likeSong.initiate(7));
    await store.dispatch(countPlay.initiate(7));
    expect(selectCurrentToast(store.getState())).toBeNull();
    await store.dispatch(likeSong.initiate(8));
    expect(selectCurrentToast(store.getState())).toMatchObject({
      title: 'Your like could not be saved',
      variant: 'destructive',
    });
  });
});

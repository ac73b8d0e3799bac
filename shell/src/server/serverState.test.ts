import { serverStateElementId } from '@btb/platform/renderContract';
import { readServerState } from './serverState';

function pageWith(text: string | null) {
  document.body.innerHTML = '';
  if (text === null) return;
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = serverStateElementId;
  block.textContent = text;
  document.body.append(block);
}

describe('readServerState', () => {
  it('reads the state the server put into the page', () => {
    const state = {
      language: 'de',
      consent: 'declined',
      learningPair: 'DE_EN',
      api: { queries: {} },
      remotes: ['mf_home/HomePage'],
    };
    pageWith(JSON.stringify(state));
    expect(readServerState()).toEqual(state);
    // A pair that is not a subject key is read as not chosen.
    pageWith(JSON.stringify({ ...state, learningPair: '<script>' }));
    expect(readServerState()).toEqual({ ...state, learningPair: null });
  });

  it('reads which cookies the request carried, and leaves them unknown when not well formed', () => {
    const state = { language: 'en', consent: null, learningPair: null, api: {}, remotes: [] };
    const cookies = { language: true, remoteOverrides: false };
    pageWith(JSON.stringify({ ...state, cookies }));
    expect(readServerState()?.cookies).toEqual(cookies);
    pageWith(JSON.stringify({ ...state, cookies: { language: 'yes', remoteOverrides: false } }));
    expect(readServerState()?.cookies).toBeUndefined();
    pageWith(JSON.stringify(state));
    expect(readServerState()?.cookies).toBeUndefined();
  });

  it('treats a client-rendered page or a broken block as no server state', () => {
    pageWith(null);
    expect(readServerState()).toBeNull();
    pageWith('{not json');
    expect(readServerState()).toBeNull();
    pageWith(JSON.stringify({ language: 'fr', consent: null, api: {}, remotes: [] }));
    expect(readServerState()).toBeNull();
    pageWith(JSON.stringify({ language: 'en', consent: 'maybe', api: {}, remotes: [] }));
    expect(readServerState()).toBeNull();
    pageWith(JSON.stringify({ language: 'en', consent: null, api: {}, remotes: [1] }));
    expect(readServerState()).toBeNull();
  });
});

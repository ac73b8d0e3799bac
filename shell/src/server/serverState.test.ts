import { serverStateElementId } from './renderContract';
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
    pageWith(
      JSON.stringify({ language: 'de', api: { queries: {} }, remotes: ['mf_home/HomePage'] }),
    );
    expect(readServerState()).toEqual({
      language: 'de',
      api: { queries: {} },
      remotes: ['mf_home/HomePage'],
    });
  });

  it('treats a client-rendered page or a broken block as no server state', () => {
    pageWith(null);
    expect(readServerState()).toBeNull();
    pageWith('{not json');
    expect(readServerState()).toBeNull();
    pageWith(JSON.stringify({ language: 'fr', api: {}, remotes: [] }));
    expect(readServerState()).toBeNull();
    pageWith(JSON.stringify({ language: 'en', api: {}, remotes: [1] }));
    expect(readServerState()).toBeNull();
  });
});

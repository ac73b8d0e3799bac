import { remotePageRoutesFor } from '@btb/platform';
import { preloadPagesOnIntent } from './preloadOnIntent';

/** The built-in remotes' pages, as a map without entries declares them. */
const routes = remotePageRoutesFor({});

function link(href: string, text: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.innerHTML = `<span>${text}</span>`;
  document.body.append(a);
  return a;
}

const intent = (element: Element, type: string) =>
  element.dispatchEvent(new Event(type, { bubbles: true }));

afterEach(() => document.body.replaceChildren());

describe('preloading the page behind a link the learner is about to follow', () => {
  it('starts on the pointer, a finger or the focus on a link to a remote page, once per page', () => {
    const preload = jest.fn();
    const stop = preloadPagesOnIntent(routes, preload);
    const search = link('/search?q=haus', 'Search');
    const song = link('/song/12', 'Haus');
    const otherSong = link('/song/13', 'Baum');

    intent(search.querySelector('span')!, 'pointerover');
    intent(search, 'pointerdown');
    intent(song, 'focusin');
    intent(otherSong, 'pointerover');

    expect(preload.mock.calls).toEqual([
      [{ remote: 'mf_search', module: 'SearchPage' }],
      [{ remote: 'mf_song', module: 'SongPage' }],
    ]);
    stop();
  });

  it('leaves shell pages, other sites and other elements alone, and stops when told', () => {
    const preload = jest.fn();
    const stop = preloadPagesOnIntent(routes, preload);
    intent(link('/privacy', 'Privacy'), 'pointerover');
    intent(link('https://example.org/search', 'Elsewhere'), 'pointerover');
    const button = document.createElement('button');
    document.body.append(button);
    intent(button, 'pointerdown');
    stop();
    intent(link('/search', 'Search'), 'pointerover');

    expect(preload).not.toHaveBeenCalled();
  });
});

import { act, lazy, Suspense, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import { earlyClicksScript, replayEarlyClicks, stopEarlyClicks } from './earlyClicks';

/** Runs the head's inline script as the browser would, before the page's other scripts. */
function runInlineScript(): void {
  const html = earlyClicksScript('abc');
  const source = /^<script nonce="abc">(.*)<\/script>$/s.exec(html)?.[1];
  if (!source) throw new Error(`not one nonce'd inline script: ${html}`);
  new Function(source)();
}

/** What the page's handlers were asked to do, in order. */
let done: string[] = [];

function Words() {
  return (
    <button type="button" onClick={() => done.push('word')}>
      Hallo
    </button>
  );
}

/** A page with a button of its own and one in a part whose code loads later (a lazy boundary). */
function Page({ WordsPart }: { WordsPart: ComponentType }) {
  return (
    <main>
      <button type="button" onClick={() => done.push('play')}>
        Play
      </button>
      <form onSubmit={(event) => event.preventDefault()}>
        <button type="submit">Search</button>
      </form>
      <Suspense fallback={<p>Loading</p>}>
        <WordsPart />
      </Suspense>
    </main>
  );
}

/** The server's HTML, in the page before any script of the site has run. */
function serverRenderedPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page WordsPart={Words} />);
  document.body.append(container);
  return container;
}

/** A lazy part whose code arrives when the test says so. */
function lateCode() {
  let arrive: () => void = () => {};
  const Part = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: Words });
      }),
  );
  return { Part, arrive: () => act(async () => arrive()) };
}

const click = (name: string) => screen.getByRole('button', { name }).click();
/** The capture looks at each click once the event is over. */
const eventsOver = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

let root: Root | undefined;
beforeEach(() => {
  done = [];
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
});
afterEach(() => {
  stopEarlyClicks();
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('clicks before their part of the page is hydrated', () => {
  it('are carried out once React listens, in order, each once', async () => {
    runInlineScript();
    const container = serverRenderedPage();
    click('Play');
    click('Hallo');
    click('Play');
    await eventsOver();

    await act(async () => {
      root = hydrateRoot(container, <Page WordsPart={Words} />);
    });
    replayEarlyClicks();

    await waitFor(() => expect(done).toEqual(['play', 'word', 'play']));
    // From now on the page's own handlers answer; nothing is replayed twice.
    click('Play');
    await eventsOver();
    expect(done).toEqual(['play', 'word', 'play', 'play']);
  });

  it('wait for a part whose code is still loading, even when clicked after React listens', async () => {
    runInlineScript();
    const container = serverRenderedPage();
    const words = lateCode();
    click('Hallo');
    await eventsOver();

    await act(async () => {
      root = hydrateRoot(container, <Page WordsPart={words.Part} />);
    });
    replayEarlyClicks();
    // React listens, but this part waits for its code: React alone would drop this click.
    click('Hallo');
    await eventsOver();
    click('Play');
    await eventsOver();
    expect(done).toEqual(['play']);

    await words.arrive();
    await waitFor(() => expect(done).toEqual(['play', 'word', 'word']));
  });

  it('are not carried out twice when React, already listening, answered them itself', async () => {
    // As in the browser: hydration is scheduled, not done at once.
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    runInlineScript();
    const container = serverRenderedPage();
    root = hydrateRoot(container, <Page WordsPart={Words} />);
    replayEarlyClicks();
    // Not hydrated yet: React hydrates the clicked part at once and answers.
    click('Play');
    expect(done).toEqual(['play']);

    // The capture has looked at the click: kept, it would be clicked again at once.
    await eventsOver();
    expect(done).toEqual(['play']);
  });

  it('leave what works without scripts to the browser', async () => {
    runInlineScript();
    const container = serverRenderedPage();
    const submitted = jest.fn((event: Event) => event.preventDefault());
    container.querySelector('form')?.addEventListener('submit', submitted);
    click('Search');
    await eventsOver();

    await act(async () => {
      root = hydrateRoot(container, <Page WordsPart={Words} />);
    });
    replayEarlyClicks();
    await eventsOver();

    expect(submitted).toHaveBeenCalledTimes(1);
    expect(done).toEqual([]);
  });

  it('are dropped when the page is rendered anew: the buttons clicked are gone', async () => {
    runInlineScript();
    const container = serverRenderedPage();
    click('Play');
    await eventsOver();

    container.replaceChildren();
    await act(async () => {
      root = createRoot(container);
      root.render(<Page WordsPart={Words} />);
    });
    stopEarlyClicks();
    click('Play');
    await eventsOver();

    expect(done).toEqual(['play']);
  });

  it('does nothing on a page without the inline script (client-rendered)', () => {
    expect(() => replayEarlyClicks()).not.toThrow();
  });
});

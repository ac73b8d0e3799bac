import {
  act,
  lazy,
  Suspense,
  useReducer,
  useState,
  type ComponentType,
  type ReactElement,
} from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import { hydrateApart } from '@btb/shared-ui';
import { earlyInteractionsScript } from './captureEarlyInteractions';
import { replayEarlyInteractions, stopEarlyInteractions } from './replayEarlyInteractions';

/** Runs the head's inline script as the browser would, before the page's other scripts. */
function runInlineScript(): void {
  const html = earlyInteractionsScript('abc');
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

/** The server's HTML of `page`, in the page before any script of the site has run. */
function serverRendered(page: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

/** React hydrates the server's HTML with `page` and listens from now on. */
async function hydrate(container: HTMLElement, page: ReactElement): Promise<void> {
  await act(async () => {
    root = hydrateRoot(container, page);
  });
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
  stopEarlyInteractions();
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('clicks before their part of the page is hydrated', () => {
  it('are carried out once React listens, in order, each once', async () => {
    runInlineScript();
    const container = serverRendered(<Page WordsPart={Words} />);
    click('Play');
    click('Hallo');
    click('Play');
    await eventsOver();

    await hydrate(container, <Page WordsPart={Words} />);
    replayEarlyInteractions();

    await waitFor(() => expect(done).toEqual(['play', 'word', 'play']));
    // From now on the page's own handlers answer; nothing is replayed twice.
    click('Play');
    await eventsOver();
    expect(done).toEqual(['play', 'word', 'play', 'play']);
  });

  it('are carried out when React hydrated their part before the capture looked at them', async () => {
    runInlineScript();
    const container = serverRendered(<Page WordsPart={Words} />);
    click('Play');
    // No task has run since the click: React starts listening, and hydrates, before the capture's look.
    await hydrate(container, <Page WordsPart={Words} />);
    replayEarlyInteractions();

    await waitFor(() => expect(done).toEqual(['play']));
  });

  it('include a row made focusable to open something, but not a link inside it', async () => {
    const Rows = () => (
      <div>
        <div role="row" tabIndex={0} onClick={() => done.push('row')}>
          Song
          <a href="#song" onClick={(event) => event.preventDefault()}>
            Title
          </a>
        </div>
      </div>
    );
    runInlineScript();
    const container = serverRendered(<Rows />);
    screen.getByRole('link', { name: 'Title' }).addEventListener('click', (event) => {
      event.preventDefault();
    });
    screen.getByRole('row').click();
    screen.getByRole('link', { name: 'Title' }).click();
    await eventsOver();

    await hydrate(container, <Rows />);
    replayEarlyInteractions();

    await waitFor(() => expect(done).toEqual(['row']));
  });

  it('wait for a part whose code is still loading, even when clicked after React listens', async () => {
    runInlineScript();
    const container = serverRendered(<Page WordsPart={Words} />);
    const words = lateCode();
    click('Hallo');
    await eventsOver();

    await hydrate(container, <Page WordsPart={words.Part} />);
    replayEarlyInteractions();
    // React listens, but this part waits for its code: React alone would drop this click.
    click('Hallo');
    await eventsOver();
    click('Play');
    await eventsOver();
    expect(done).toEqual(['play']);

    await words.arrive();
    await waitFor(() => expect(done).toEqual(['play', 'word', 'word']));
  });

  it("are carried out when their part's code arrives right after the click, before the capture looks", async () => {
    runInlineScript();
    const container = serverRendered(<Page WordsPart={Words} />);
    const words = lateCode();
    await hydrate(container, <Page WordsPart={words.Part} />);
    replayEarlyInteractions();
    // React listens but cannot hydrate this part yet, and drops the click; the part hydrates
    // before the capture's next task looks at it.
    click('Hallo');
    await words.arrive();
    await eventsOver();

    await waitFor(() => expect(done).toEqual(['word']));
  });

  it('are not carried out twice when React, already listening, answered them itself', async () => {
    // As in the browser: hydration is scheduled, not done at once.
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    runInlineScript();
    const container = serverRendered(<Page WordsPart={Words} />);
    root = hydrateRoot(container, <Page WordsPart={Words} />);
    replayEarlyInteractions();
    // Not hydrated yet: React hydrates the clicked part at once and answers.
    click('Play');
    expect(done).toEqual(['play']);

    // The capture has looked at the click: kept, it would be clicked again at once.
    await eventsOver();
    expect(done).toEqual(['play']);
  });

  it('leave what works without scripts to the browser', async () => {
    runInlineScript();
    const container = serverRendered(<Page WordsPart={Words} />);
    const submitted = jest.fn((event: Event) => event.preventDefault());
    container.querySelector('form')?.addEventListener('submit', submitted);
    click('Search');
    await eventsOver();

    await hydrate(container, <Page WordsPart={Words} />);
    replayEarlyInteractions();
    await eventsOver();

    expect(submitted).toHaveBeenCalledTimes(1);
    expect(done).toEqual([]);
  });

  it('are dropped when the page is rendered anew: the buttons clicked are gone', async () => {
    runInlineScript();
    const container = serverRendered(<Page WordsPart={Words} />);
    click('Play');
    await eventsOver();

    container.replaceChildren();
    await act(async () => {
      root = createRoot(container);
      root.render(<Page WordsPart={Words} />);
    });
    stopEarlyInteractions();
    click('Play');
    await eventsOver();

    expect(done).toEqual(['play']);
  });

  it('does nothing on a page without the inline script (client-rendered)', () => {
    expect(() => replayEarlyInteractions()).not.toThrow();
  });
});

/** A settings form whose controls are all controlled by the page's state, which it shows. */
function Settings() {
  const [language, setLanguage] = useState('en');
  const [query, setQuery] = useState('');
  const [saved, setSaved] = useState(false);
  const [level, setLevel] = useState('A1');
  const changed = (what: string) => done.push(what);
  return (
    <main>
      <select
        aria-label="Language"
        value={language}
        onChange={(event) => {
          setLanguage(event.target.value);
          changed(`language ${event.target.value}`);
        }}
      >
        <option value="en">English</option>
        <option value="de">Deutsch</option>
      </select>
      <input
        aria-label="Search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          changed(`query ${event.target.value}`);
        }}
      />
      <label>
        <input
          type="checkbox"
          checked={saved}
          onChange={(event) => {
            setSaved(event.target.checked);
            changed(`saved ${event.target.checked}`);
          }}
        />
        Saved only
      </label>
      {['A1', 'B1'].map((option) => (
        <label key={option}>
          <input
            type="radio"
            name="level"
            value={option}
            checked={level === option}
            onChange={() => {
              setLevel(option);
              changed(`level ${option}`);
            }}
          />
          {option}
        </label>
      ))}
      <output>{`${language} ${query} ${saved ? 'saved' : 'all'} ${level}`}</output>
    </main>
  );
}

/** What the browser does when a learner picks or types, with no script of the page listening. */
function choose(label: string, value: string) {
  const control = screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
  control.value = value;
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

describe('form controls changed before they are hydrated', () => {
  it('hand what was chosen to the page once hydrated, in the order it was chosen', async () => {
    runInlineScript();
    const container = serverRendered(<Settings />);
    choose('Search', 'Hau');
    choose('Language', 'de');
    choose('Search', 'Haus');
    screen.getByLabelText('Saved only').click();
    screen.getByLabelText('B1').click();
    await eventsOver();

    await hydrate(container, <Settings />);
    expect(screen.getByRole('status')).toHaveTextContent('en all A1');
    replayEarlyInteractions();

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('de Haus saved B1'));
    // The search box once, with what it held last, where it was last changed.
    expect(done).toEqual(['language de', 'query Haus', 'saved true', 'level B1']);
    expect(screen.getByLabelText('Search')).toHaveValue('Haus');
    expect(screen.getByLabelText('Language')).toHaveValue('de');
    expect(screen.getByLabelText('Saved only')).toBeChecked();
  });

  it('leave a control changed and changed back as the page rendered it', async () => {
    runInlineScript();
    const container = serverRendered(<Settings />);
    choose('Search', 'Haus');
    choose('Search', '');
    screen.getByLabelText('Saved only').click();
    screen.getByLabelText('Saved only').click();
    await eventsOver();

    await hydrate(container, <Settings />);
    replayEarlyInteractions();
    await eventsOver();

    expect(done).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('en all A1');
  });

  it("are handed over when the browser's own change event reaches them first, once hydrated", async () => {
    runInlineScript();
    const container = serverRendered(<Settings />);
    choose('Search', 'Haus');
    await eventsOver();

    await hydrate(container, <Settings />);
    // Enter pressed in the field (or focus leaving it): the browser's change, not an edit.
    act(
      () =>
        void screen.getByLabelText('Search').dispatchEvent(new Event('change', { bubbles: true })),
    );
    replayEarlyInteractions();

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('en Haus all A1'));
    expect(done).toEqual(['query Haus']);
  });

  it('are handed over once when the learner goes on typing after React listens', async () => {
    runInlineScript();
    const container = serverRendered(<Settings />);
    choose('Search', 'Hau');
    await eventsOver();

    await hydrate(container, <Settings />);
    // A keystroke changes the value past the property React watches (the test's `choose` does not).
    const search = screen.getByLabelText('Search') as HTMLInputElement;
    act(() => {
      Reflect.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        search,
        'Haus',
      );
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    replayEarlyInteractions();
    await eventsOver();

    expect(screen.getByRole('status')).toHaveTextContent('en Haus all A1');
    expect(done).toEqual(['query Haus']);
  });

  it('are not handed over twice when React, already listening, answered them itself', async () => {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    runInlineScript();
    const container = serverRendered(<Settings />);
    root = hydrateRoot(container, <Settings />);
    replayEarlyInteractions();
    choose('Language', 'de');
    await eventsOver();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('de'));

    await eventsOver();
    expect(done).toEqual(['language de']);
  });
  it('are handed over as their part hydrates, before a render of the page puts the state back', async () => {
    // As in the browser: the part hydrates in a task of its own, after the replay has started.
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    let renderAgain = () => undefined as void;
    const SettingsPart = hydrateApart(function SettingsPage() {
      const [, bump] = useReducer((count: number) => count + 1, 0);
      renderAgain = bump;
      return <Settings />;
    });
    runInlineScript();
    const container = serverRendered(<SettingsPart />);
    choose('Search', 'Teh');
    await eventsOver();

    root = hydrateRoot(container, <SettingsPart />);
    replayEarlyInteractions();
    const search = screen.getByLabelText('Search') as HTMLInputElement;
    const hydrated = () => Object.keys(search).some((name) => name.startsWith('__reactProps$'));
    await waitFor(() => expect(hydrated()).toBe(true), { interval: 1 });
    // The page renders again (its data arrived), then the learner types the next letter.
    flushSync(() => renderAgain());
    Reflect.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      search,
      `${search.value}c`,
    );
    search.dispatchEvent(new Event('input', { bubbles: true }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('en Tehc all A1'));
    expect(done).toEqual(['query Teh', 'query Tehc']);
  });
});

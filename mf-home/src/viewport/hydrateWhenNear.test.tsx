import { act, Suspense, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { hydrateWhenNear } from './hydrateWhenNear';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;
let observers: Callback[];
class FakeObserver {
  constructor(callback: Callback) {
    observers.push(callback);
  }
  observe() {}
  disconnect() {}
}

let hydrated: string[];
let played: string[];

function Row({ headline }: { headline: string }) {
  useEffect(() => void hydrated.push(headline), [headline]);
  return (
    <section>
      <h2>{headline}</h2>
      <button type="button" onClick={() => played.push(headline)}>
        Play
      </button>
    </section>
  );
}
const NearRow = hydrateWhenNear(Row, { placeholderHeight: 360 });

/**
 * The server's HTML of `<NearRow headline=… />`: its container and boundary around the part
 * (`hydrateWhenNear.server.test.tsx` checks the server renders exactly this).
 */
function serverHtml(headline: string): string {
  return renderToString(
    <main>
      <div>
        <Suspense fallback={null}>
          <Row headline={headline} />
        </Suspense>
      </div>
    </main>,
  );
}

async function hydratePage(headline: string) {
  const container = document.createElement('div');
  container.innerHTML = serverHtml(headline);
  document.body.append(container);
  const heading = container.querySelector('h2');
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <main>
        <NearRow headline={headline} />
      </main>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { container, heading, recoverable };
}

describe('hydrateWhenNear', () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    observers = [];
    hydrated = [];
    played = [];
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    document.body.replaceChildren();
  });
  afterAll(() => {
    globalThis.IntersectionObserver = original;
  });

  it('keeps the server HTML as it is and hydrates it only once it comes near the viewport', async () => {
    const { container, heading, recoverable } = await hydratePage('History');
    expect(container.querySelector('h2')).toBe(heading);
    expect(hydrated).toEqual([]);

    await act(async () => observers.forEach((callback) => callback([{ isIntersecting: true }])));
    expect(hydrated).toEqual(['History']);
    // Hydrated, not rendered anew: the server's elements stay.
    expect(container.querySelector('h2')).toBe(heading);
    expect(recoverable).toEqual([]);
  });

  it('hydrates at once when the reader reaches into it first, and the click counts', async () => {
    const { container, recoverable } = await hydratePage('Learn German');
    const play = container.querySelector('button') as HTMLButtonElement;
    await act(async () => {
      play.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      play.click();
    });
    expect(hydrated).toEqual(['Learn German']);
    expect(played).toEqual(['Learn German']);
    expect(recoverable).toEqual([]);
  });

  it('in a render only in the browser, keeps the room and renders the part when near', async () => {
    render(<NearRow headline="Learn English" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await act(async () => observers.forEach((callback) => callback([{ isIntersecting: true }])));
    expect(screen.getByRole('heading', { name: 'Learn English' })).toBeInTheDocument();
  });
});

import { lazy, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { fakeIntersectionObserver } from '@btb/shared-testing';
import { WhenNearViewport } from './WhenNearViewport';

const { first: firstObserver } = fakeIntersectionObserver();

describe('WhenNearViewport', () => {
  it('renders its children only once their place comes near the viewport', () => {
    render(
      <WhenNearViewport margin={500}>
        <p>Questions</p>
      </WhenNearViewport>,
    );
    expect(screen.queryByText('Questions')).not.toBeInTheDocument();
    expect(firstObserver().options?.rootMargin).toBe('500px 0px');

    act(() => firstObserver().callback([{ isIntersecting: false }]));
    expect(screen.queryByText('Questions')).not.toBeInTheDocument();

    act(() => firstObserver().callback([{ isIntersecting: true }]));
    expect(screen.getByText('Questions')).toBeInTheDocument();
    expect(firstObserver().disconnected).toBe(true);
  });

  it('renders at once where the browser has no IntersectionObserver', () => {
    globalThis.IntersectionObserver = undefined as unknown as typeof IntersectionObserver;
    render(
      <WhenNearViewport>
        <p>Questions</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('Questions')).toBeInTheDocument();
  });

  it('renders the children in a transition: the room stays while their code loads, no fallback', async () => {
    // A row whose code is still on its way suspends. A plain update would hide the page's part
    // behind the nearest fallback; a transition keeps what is shown (and renders in slices).
    const Pending = lazy(() => new Promise<never>(() => {}));
    const { container } = render(
      <Suspense fallback={<p>Loading the page</p>}>
        <p>Above</p>
        <WhenNearViewport placeholderHeight={360}>
          <Pending />
        </WhenNearViewport>
      </Suspense>,
    );
    await act(async () => firstObserver().callback([{ isIntersecting: true }]));
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
    expect(screen.getByText('Above')).toBeVisible();
    expect(container.querySelector('noscript')).toBeInTheDocument();
  });

  it('puts the children in the server HTML inside <noscript>, which the browser neither renders nor hydrates', async () => {
    const renders: string[] = [];
    function Row() {
      renders.push('row');
      return <h2>Row three</h2>;
    }
    const page = (
      <main>
        <WhenNearViewport placeholderHeight={360}>
          <Row />
        </WhenNearViewport>
      </main>
    );
    const html = renderToString(page);
    expect(html).toMatch(/<noscript><h2>Row three<\/h2><\/noscript>/);
    expect(renders).toEqual(['row']);

    const container = document.createElement('div');
    container.innerHTML = html;
    const recoverable: unknown[] = [];
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // Hydrated without rendering the row: it renders when near.
    expect(renders).toEqual(['row']);
    act(() => firstObserver().callback([{ isIntersecting: true }]));
    expect(renders).toEqual(['row', 'row']);
    expect(container.querySelector('noscript')).not.toBeInTheDocument();
    expect(container.querySelector('h2')).toHaveTextContent('Row three');
  });
});

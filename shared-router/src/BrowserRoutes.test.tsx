import { lazy, Suspense, type ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, Outlet, useNavigate, useSearchParams } from 'react-router-dom';
import { BrowserRoutes } from './BrowserRoutes';

/** Never arrives: a page whose code is still on its way. */
const NeverLoaded = lazy(() => new Promise<never>(() => undefined));

function Home() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <h1>Home</h1>
      <Link to="/next">Next</Link>
      <button type="button" onClick={() => void navigate('/?q=1', { replace: true })}>
        Filter
      </button>
      {/* The page written again with the new query has to wait for something. */}
      {params.get('q') && <NeverLoaded />}
    </>
  );
}

/** As the shell's layout does, the page waits inside a boundary of its own, under the frame. */
const routes = [
  {
    element: (
      <Suspense fallback={<p>Loading</p>}>
        <Outlet />
      </Suspense>
    ),
    children: [
      { path: '/', element: <Home /> },
      { path: '/next', element: <NeverLoaded /> },
    ],
  },
];

function renderSite() {
  window.history.replaceState(null, '', '/');
  render(<BrowserRoutes routes={routes} />);
}

describe('the browser routes', () => {
  it('show a followed link’s page at once, even one still loading, not the old page in its place', async () => {
    renderSite();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Next' })));
    expect(window.location.pathname).toBe('/next');
    expect(screen.getByText('Loading')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
  });

  it('keep the page on screen while it renders what it wrote into its own URL', async () => {
    renderSite();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Filter' })));
    expect(window.location.search).toBe('?q=1');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('follow Back to the page before, at once', async () => {
    renderSite();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Next' })));
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
  });

  it('show a Back made while a boundary above them hid them, once they show again', async () => {
    let arrive = () => undefined as void;
    const Slow = lazy(
      () =>
        new Promise<{ default: () => ReactElement }>((resolve) => {
          arrive = () => resolve({ default: () => <h1>Slow</h1> });
        }),
    );
    window.history.replaceState(null, '', '/');
    // No boundary of the page's own: the one around the routes hides them, listener and all.
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <BrowserRoutes
          routes={[
            { path: '/', element: <Link to="/slow">Slow page</Link> },
            { path: '/slow', element: <Slow /> },
          ]}
        />
      </Suspense>,
    );
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Slow page' })));
    expect(screen.getByText('Waiting')).toBeVisible();
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await act(async () => arrive());
    expect(window.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: 'Slow page' })).toBeVisible();
  });
});

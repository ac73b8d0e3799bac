import { act, Suspense } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@btb/shared-testing';
import { i18n, registerNamespace, useTranslation } from '@btb/shared-i18n';
import { loadRemoteComponent } from './federationRuntime';
import { RemoteRoute } from './RemoteRoute';
import { loadPage, warmPage } from './remotePageLoads';

jest.mock('./federationRuntime', () => ({ loadRemoteComponent: jest.fn() }));
const load = loadRemoteComponent as jest.MockedFunction<typeof loadRemoteComponent>;

const Page = () => <h1>Remote page</h1>;

/** Renders the route as a route change does: it may wait a moment for the page's code. */
const renderRoute = (page: { remote: string; module: string }) =>
  act(async () => {
    renderWithProviders(
      <Suspense fallback={<p>The page before</p>}>
        <RemoteRoute page={page} />
      </Suspense>,
    );
  });

describe('RemoteRoute', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback when the remote cannot load, and Retry loads it afresh', async () => {
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Page);
    await renderRoute({ remote: 'mf_search', module: 'RetryPage' });

    expect(
      await screen.findByText('This part of the site is not available right now.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeVisible();
    expect(load).toHaveBeenLastCalledWith({ remote: 'mf_search', module: 'RetryPage' }, true);
  });

  it('contains a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('render failure');
    };
    load.mockResolvedValueOnce(Broken);
    await renderRoute({ remote: 'mf_song', module: 'BrokenPage' });
    expect(await screen.findByTestId('remote-fallback')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('renders a page whose code ran before its route (a link pointed at) at once, with no spinner', async () => {
    const page = { remote: 'mf_search', module: 'WarmPage' };
    load.mockResolvedValueOnce(Page);
    warmPage(page);
    await loadPage(page);

    renderWithProviders(<RemoteRoute page={page} />);

    expect(screen.getByRole('heading', { name: 'Remote page' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading...' })).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a loaded remote page', async () => {
    load.mockResolvedValueOnce(Page);
    await renderRoute({ remote: 'mf_home', module: 'GoodPage' });
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeVisible();
  });

  it('renders a remote in the page language at once, when its German strings load with it', async () => {
    let resolveGerman: (strings: Record<string, string>) => void = () => {};
    const Greeting = () => {
      const { t } = useTranslation('lateRemote');
      return <h1>{t('hello')}</h1>;
    };
    // As a remote's module does when it runs: English at hand, German loaded on first use.
    load.mockImplementationOnce(async () => {
      registerNamespace('lateRemote', {
        en: { hello: 'Hello' },
        de: () => new Promise((resolve) => (resolveGerman = resolve)),
        es: { hello: 'Hola' },
      });
      return Greeting;
    });
    await i18n.changeLanguage('de');
    try {
      await renderRoute({ remote: 'mf_late', module: 'LatePage' });
      await waitFor(() => expect(load).toHaveBeenCalled());
      expect(screen.queryByRole('heading')).toBeNull();

      resolveGerman({ hello: 'Hallo' });

      expect(await screen.findByRole('heading', { name: 'Hallo' })).toBeVisible();
      expect(screen.queryByText('Hello')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

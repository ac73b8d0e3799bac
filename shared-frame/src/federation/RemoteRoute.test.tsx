import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@btb/shared-testing';
import { loadRemoteComponent } from './federationRuntime';
import { RemoteRoute } from './RemoteRoute';

jest.mock('./federationRuntime', () => ({ loadRemoteComponent: jest.fn() }));
const load = loadRemoteComponent as jest.MockedFunction<typeof loadRemoteComponent>;

const Page = () => <h1>Remote page</h1>;

describe('RemoteRoute', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback when the remote cannot load, and Retry loads it afresh', async () => {
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Page);
    renderWithProviders(<RemoteRoute page={{ remote: 'mf_search', module: 'RetryPage' }} />);

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
    renderWithProviders(<RemoteRoute page={{ remote: 'mf_song', module: 'BrokenPage' }} />);
    expect(await screen.findByTestId('remote-fallback')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('renders a loaded remote page', async () => {
    load.mockResolvedValueOnce(Page);
    renderWithProviders(<RemoteRoute page={{ remote: 'mf_home', module: 'GoodPage' }} />);
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeVisible();
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeploymentsResponse } from '@btb/shared-contract';
import { browserStorageKeys } from '@btb/shared-contract';
import { changeLanguage } from '@btb/shared-i18n';
import { renderWithProviders } from '@btb/shared-testing';
import type { DeploymentsResult } from './deploymentsApi';
import { DeploymentsPage } from './DeploymentsPage';

const token = 'the-deploy-token';
const live: DeploymentsResponse = {
  remotes: [
    {
      remote: 'mf_search',
      stable: {
        id: '1.0.0-aaaaaaaaaa',
        version: '1.0.0',
        gitCommit: '0123456789abcdef',
        builtAt: '2026-11-20T10:00:00.000Z',
      },
      canary: {
        id: '1.1.0-bbbbbbbbbb',
        version: '1.1.0',
        gitCommit: 'fedcba9876543210',
        builtAt: '2026-11-22T09:00:00.000Z',
      },
      canaryShare: 25,
      lastChange: {
        action: 'promote-canary',
        at: '2026-11-23T08:30:00.000Z',
        by: 'token sha256:abcdef012345',
      },
    },
    { remote: 'mf_song', stable: null, canary: null, canaryShare: 0, lastChange: null },
  ],
};

/** The registry: accepts only `token`; answers with `live` or what a test sets. */
function registry(answer: () => DeploymentsResult = () => ({ kind: 'ok', data: live })) {
  return jest.fn(async (given: string): Promise<DeploymentsResult> =>
    given === token ? answer() : { kind: 'refused' },
  );
}

describe('DeploymentsPage', () => {
  beforeEach(async () => {
    sessionStorage.clear();
    document.documentElement.setAttribute('data-release-mf-search', '1.1.0-bbbbbbbbbb');
    await act(() => changeLanguage('en'));
  });
  afterEach(() => document.documentElement.removeAttribute('data-release-mf-search'));

  it('shows nothing without the token; a wrong one is refused and not kept; the right one shows the live versions', async () => {
    const fetchDeployments = registry();
    renderWithProviders(<DeploymentsPage fetchDeployments={fetchDeployments} />);

    const input = await screen.findByLabelText('Deploy token');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.type(input, 'guess{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The site did not accept this token.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(browserStorageKeys.deployToken)).toBeNull();

    await userEvent.type(screen.getByLabelText('Deploy token'), token);
    await userEvent.click(screen.getByRole('button', { name: 'Show live versions' }));

    const search = within(await screen.findByRole('row', { name: /mf_search/ }));
    expect(search.getByText('1.0.0-aaaaaaaaaa')).toBeVisible();
    expect(search.getByText(/commit 0123456789ab/)).toBeVisible();
    expect(search.getByText('25 % of browsers')).toBeVisible();
    expect(search.getByText('Promoted to canary')).toBeVisible();
    expect(search.getByText('Nov 23, 2026, 8:30 AM UTC')).toBeVisible();
    expect(search.getByText('by token sha256:abcdef012345')).toBeVisible();
    // What <html data-release-mf-search> says, and which channel that is.
    expect(search.getAllByText('1.1.0-bbbbbbbbbb')).toHaveLength(2);
    expect(search.getByText('the canary release')).toBeVisible();

    const song = within(screen.getByRole('row', { name: /mf_song/ }));
    expect(song.getAllByText('none')).toHaveLength(3);
    expect(song.getByText('never changed')).toBeVisible();
    expect(song.getByText('not recorded on this page')).toBeVisible();
    expect(sessionStorage.getItem(browserStorageKeys.deployToken)).toBe(token);

    await userEvent.click(screen.getByRole('button', { name: 'Forget the token' }));
    expect(screen.getByLabelText('Deploy token')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(browserStorageKeys.deployToken)).toBeNull();
  });

  it('uses the token this tab kept; says when the registry cannot be read, and Try again loads it', async () => {
    sessionStorage.setItem(browserStorageKeys.deployToken, token);
    let answer: DeploymentsResult = { kind: 'failed' };
    const fetchDeployments = registry(() => answer);
    renderWithProviders(<DeploymentsPage fetchDeployments={fetchDeployments} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The live versions could not be loaded.',
    );
    expect(screen.queryByLabelText('Deploy token')).not.toBeInTheDocument();
    answer = { kind: 'ok', data: { remotes: [] } };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText(/No part of the site has a release yet/)).toBeVisible();
    expect(fetchDeployments).toHaveBeenCalledTimes(2);
    expect(fetchDeployments).toHaveBeenLastCalledWith(token);
  });

  it('shows a loading state while the registry answers, and speaks German', async () => {
    sessionStorage.setItem(browserStorageKeys.deployToken, token);
    let resolve: (result: DeploymentsResult) => void = () => {};
    const fetchDeployments = jest.fn(
      () => new Promise<DeploymentsResult>((done) => (resolve = done)),
    );
    await act(() => changeLanguage('de'));
    renderWithProviders(<DeploymentsPage fetchDeployments={fetchDeployments} />);

    expect(screen.getByRole('heading', { name: 'Auslieferungen' })).toBeVisible();
    expect(
      screen.getByRole('status', { name: 'Die aktiven Versionen werden geladen...' }),
    ).toBeInTheDocument();
    await act(async () => resolve({ kind: 'ok', data: live }));
    const search = within(screen.getByRole('row', { name: /mf_search/ }));
    expect(search.getByText('25 % der Browser')).toBeVisible();
    expect(search.getByText('Zur Testversion gemacht')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Diese Seite führt aus' })).toBeVisible();
  });
});

import { useEffect, useState } from 'react';
import { useTranslation } from '@btb/shared-i18n';
import { deploymentsMeta } from './deploymentsMeta';
import { Button, PageContainer, PageHeading, Spinner, usePageMeta } from '@btb/shared-ui';
import { readPageReleases } from '@btb/shared-federation';
import { deploymentsNamespace } from './deploymentsNamespace';
import type { FetchDeployments } from './deploymentsApi';
import { DeploymentsTable } from './DeploymentsTable';
import { TokenForm } from './TokenForm';
import { useDeployments } from './useDeployments';

/** What `<html data-release-*>` says this page runs (read in the browser; the server has no page). */
function usePageReleases() {
  const [releases, setReleases] = useState<Record<string, string>>({});
  useEffect(() => setReleases(readPageReleases()), []);
  return releases;
}

/**
 * `/deployments` (issue 18, "live versions"): per remote its stable and canary release, the
 * canary's share, when and by which token it last changed, and the release this page runs. Behind
 * the deploy token: nothing is shown until the registry accepted it.
 */
export function DeploymentsPage({ fetchDeployments }: { fetchDeployments?: FetchDeployments }) {
  const { t } = useTranslation(deploymentsNamespace);
  usePageMeta(deploymentsMeta);
  const { state, submit, retry, forget } = useDeployments(fetchDeployments);
  const pageReleases = usePageReleases();
  return (
    <PageContainer>
      <PageHeading>{t('deployments.title')}</PageHeading>
      {state.kind === 'loading' && <Spinner label={t('deployments.loading')} />}
      {state.kind === 'askToken' && <TokenForm refused={state.refused} onSubmit={submit} />}
      {state.kind === 'failed' && (
        <div role="alert">
          <p>{t('deployments.failed')}</p>
          <Button onClick={retry}>{t('deployments.retry')}</Button>
        </div>
      )}
      {state.kind === 'ready' && (
        <>
          {state.data.remotes.length === 0 ? (
            <p>{t('deployments.empty')}</p>
          ) : (
            <DeploymentsTable remotes={state.data.remotes} pageReleases={pageReleases} />
          )}
          <p>
            <Button onClick={forget}>{t('deployments.forget')}</Button>
          </p>
        </>
      )}
    </PageContainer>
  );
}

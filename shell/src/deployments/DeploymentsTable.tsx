import styled from 'styled-components';
import type { LiveRelease, RemoteDeployment } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { Muted } from '@btb/shared-ui';
import { deploymentsNamespace } from './deploymentsNamespace';

const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    margin-bottom: 8px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 8px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  code {
    overflow-wrap: anywhere;
  }
`;

const actions = ['promote-stable', 'promote-canary', 'rollback'] as const;
type Action = (typeof actions)[number];
const isAction = (value: string | null): value is Action =>
  (actions as readonly (string | null)[]).includes(value);

function useWhen() {
  const { i18n } = useTranslation(deploymentsNamespace);
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return (iso: string) =>
    Number.isNaN(Date.parse(iso)) ? iso : `${format.format(new Date(iso))} UTC`;
}

function ReleaseCell({ release }: { release: LiveRelease | null }) {
  const { t } = useTranslation(deploymentsNamespace);
  const when = useWhen();
  if (!release) return <td>{t('deployments.none')}</td>;
  return (
    <td>
      <code>{release.id}</code>
      <Muted $small>
        {t('deployments.built', {
          when: when(release.builtAt),
          commit: release.gitCommit.slice(0, 12),
        })}
      </Muted>
    </td>
  );
}

/** Which channel the release this page runs is on (or none: an override, an older tab). */
function PageRunsCell({ deployment, runs }: { deployment: RemoteDeployment; runs?: string }) {
  const { t } = useTranslation(deploymentsNamespace);
  if (!runs) return <td>{t('deployments.notOnPage')}</td>;
  const channel =
    runs === deployment.stable?.id ? 'stable' : runs === deployment.canary?.id ? 'canary' : 'other';
  return (
    <td>
      <code>{runs}</code>
      <Muted $small>{t(`deployments.runsChannel.${channel}`)}</Muted>
    </td>
  );
}

/** Per remote: stable, canary and share, the last change, and the release this page runs. */
export function DeploymentsTable({
  remotes,
  pageReleases,
}: {
  remotes: readonly RemoteDeployment[];
  pageReleases: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation(deploymentsNamespace);
  const when = useWhen();
  return (
    <Scroll tabIndex={0} role="region" aria-labelledby="deployments-caption">
      <Table>
        <caption id="deployments-caption">{t('deployments.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('deployments.columns.remote')}</th>
            <th scope="col">{t('deployments.columns.stable')}</th>
            <th scope="col">{t('deployments.columns.canary')}</th>
            <th scope="col">{t('deployments.columns.share')}</th>
            <th scope="col">{t('deployments.columns.lastChange')}</th>
            <th scope="col">{t('deployments.columns.pageRuns')}</th>
          </tr>
        </thead>
        <tbody>
          {remotes.map((deployment) => {
            const change = deployment.lastChange;
            return (
              <tr key={deployment.remote} data-remote={deployment.remote}>
                <th scope="row">
                  <code>{deployment.remote}</code>
                </th>
                <ReleaseCell release={deployment.stable} />
                <ReleaseCell release={deployment.canary} />
                <td>
                  {deployment.canary
                    ? t('deployments.share', { percent: deployment.canaryShare })
                    : t('deployments.none')}
                </td>
                <td>
                  {change ? (
                    <>
                      {t(
                        `deployments.actions.${isAction(change.action) ? change.action : 'other'}`,
                      )}
                      <Muted $small>{when(change.at)}</Muted>
                      <Muted $small>{t('deployments.by', { who: change.by })}</Muted>
                    </>
                  ) : (
                    t('deployments.never')
                  )}
                </td>
                <PageRunsCell deployment={deployment} runs={pageReleases[deployment.remote]} />
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}

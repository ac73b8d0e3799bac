import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import { type RemoteOverride, removeOverride } from '@btb/shared-federation';
import { overrideNamespace } from './overrideNamespace';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-bottom: 2px solid ${({ theme }) => theme.colors.primary};
  font-size: 0.9rem;
  code {
    overflow-wrap: anywhere;
  }
`;

/** One bar per overridden remote: where it is loaded from, and one click to go back. */
export default function OverrideBars({ overrides }: { overrides: readonly RemoteOverride[] }) {
  const { t } = useTranslation(overrideNamespace);
  return (
    <>
      {overrides.map(({ remote, entry }) => (
        <Bar key={remote} role="status" data-testid="override-banner">
          <span>
            {t('active', { remote })} <code>{entry}</code>
          </span>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              removeOverride(remote);
              window.location.reload();
            }}
          >
            {t('remove')}
          </Button>
        </Bar>
      ))}
    </>
  );
}

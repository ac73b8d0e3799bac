import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import { currentOverrides, type RemoteOverride, removeOverride } from '@btb/shared-frame';
import { shellNamespace } from '../shellNamespace';

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

/**
 * Says which remotes this browser loads from a dev server, with one click to go back. Shown after
 * hydration: the server renders the page without knowing this browser's overrides.
 */
export function OverrideBanner() {
  const { t } = useTranslation(shellNamespace);
  const [overrides, setOverrides] = useState<RemoteOverride[]>([]);
  useEffect(() => setOverrides(currentOverrides()), []);
  if (overrides.length === 0) return null;
  return (
    <>
      {overrides.map(({ remote, entry }) => (
        <Bar key={remote} role="status" data-testid="override-banner">
          <span>
            {t('override.active', { remote })} <code>{entry}</code>
          </span>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              removeOverride(remote);
              window.location.reload();
            }}
          >
            {t('override.remove')}
          </Button>
        </Bar>
      ))}
    </>
  );
}

import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { shellNamespace } from '../shellNamespace';
import { useOnline } from '@btb/shared-player';

/** Fixed above the player bar: it comes and goes without moving the page (no layout shift). */
const Bar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: ${({ theme }) => theme.playerBarHeight};
  z-index: 850;
  &:not(:empty) {
    padding: 8px 16px;
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border-top: 2px solid ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.text};
    text-align: center;
  }
`;

/**
 * Says so when the browser has no network. The live region is always there (empty while online),
 * so a screen reader announces the text the moment it appears.
 */
export function OfflineBanner() {
  const { t } = useTranslation(shellNamespace);
  const online = useOnline();
  return (
    <Bar role="status" data-testid="offline-banner">
      {online ? null : t('offline.banner')}
    </Bar>
  );
}

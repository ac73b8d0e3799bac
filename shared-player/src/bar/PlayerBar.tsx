import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { useAppSelector } from '@btb/shared-store';
import { playerNamespace } from '../playerNamespace';
import { selectPlayer } from '../state/playerSlice';

const Bar = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 900;
  height: ${({ theme }) => theme.playerBarHeight};
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 0 16px;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The one player bar of the page; it owns the only `<audio>` element. */
export function PlayerBar() {
  const { t } = useTranslation(playerNamespace);
  const player = useAppSelector(selectPlayer);
  return (
    <Bar aria-label={t('player')} data-testid="player-bar">
      <audio preload="none" />
      {player.currentTrack ? (
        <strong>{player.currentTrack.title}</strong>
      ) : (
        <span>{t('noTrack')}</span>
      )}
    </Bar>
  );
}

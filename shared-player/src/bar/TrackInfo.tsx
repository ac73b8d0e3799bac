import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { playerNamespace } from '../playerNamespace';
import type { PlayerTrack } from '../state/playerTrack';
import { CoverArt } from './CoverArt';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;
`;

const Text = styled.div`
  display: grid;
  min-width: 0;
  line-height: 1.3;
  > * {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Creator = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
`;

const PreviewBadge = styled.span`
  justify-self: start;
  font-size: 0.7rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.accent};
`;

/** Cover, title and creator of the current track. */
export function TrackInfo({ track, preview }: { track: PlayerTrack; preview: boolean }) {
  const { t } = useTranslation(playerNamespace);
  return (
    <Box>
      <CoverArt imageUrl={track.imageUrl} />
      <Text>
        <strong data-testid="player-title">{track.title}</strong>
        {track.creator && <Creator>{track.creator}</Creator>}
        {preview && <PreviewBadge>{t('preview')}</PreviewBadge>}
      </Text>
    </Box>
  );
}

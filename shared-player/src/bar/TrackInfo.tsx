import styled from 'styled-components';
import { useLanguage, useTranslation } from '@btb/shared-i18n';
import { formatCount } from '@btb/shared-store';
import { Muted } from '@btb/shared-ui';
import { playerNamespace } from '../playerNamespace';
import type { PlayerTrack } from '../state/playerTrack';
import { CoverArt } from './CoverArt';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;
  /* The smallest phones give the title the cover's room. */
  @media (max-width: 400px) {
    > :first-child {
      display: none;
    }
  }
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

/** Phones show the times here, small, since the slider strip has no room for them. */
const CompactTime = styled.span`
  display: none;
  font-size: 0.75rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: block;
  }
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
export function TrackInfo(props: { track: PlayerTrack; preview: boolean; compactTime: string }) {
  const { track, preview, compactTime } = props;
  const { t } = useTranslation(playerNamespace);
  const { language } = useLanguage();
  const creator =
    track.likes === undefined
      ? track.creator
      : t('likesText', { count: track.likes, formatted: formatCount(track.likes, language) });
  return (
    <Box>
      <CoverArt imageUrl={track.imageUrl} />
      <Text>
        <strong data-testid="player-title">{track.title}</strong>
        {creator && (
          <Muted as="span" $small>
            {creator}
          </Muted>
        )}
        <CompactTime aria-hidden="true" data-testid="player-compact-time">
          {compactTime}
        </CompactTime>
        {preview && <PreviewBadge>{t('preview')}</PreviewBadge>}
      </Text>
    </Box>
  );
}

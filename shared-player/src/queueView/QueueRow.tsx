import styled from 'styled-components';
import { TextButton } from '../bar/controlStyles';
import { useTranslation } from '@btb/shared-i18n';
import { RoundButton, VisuallyHidden } from '@btb/shared-ui';
import { ArrowDownIcon, ArrowUpIcon, CloseIcon } from '../bar/icons';
import { playerNamespace } from '../playerNamespace';
import { queueViewNamespace } from './queueViewNamespace';
import type { PlayerTrack } from '../state/playerTrack';
import { SaveOfflineIconButton } from '../offline/SaveOfflineIconButton';
import { useAvailableOffline } from '../offline/useAvailableOffline';

export type QueueRowStatus = 'played' | 'current' | 'upNext';

const Row = styled.li<{ $status: QueueRowStatus }>`
  display: flex;
  align-items: center;
  gap: 4px;
  min-width: 0;
  border-radius: 8px;
  background: ${({ $status, theme }) =>
    $status === 'current' ? theme.colors.surfaceRaised : 'transparent'};
  color: ${({ $status, theme }) => ($status === 'played' ? theme.colors.textMuted : 'inherit')};
`;

const TitleButton = styled(TextButton)`
  flex: 1;
  display: grid;
  padding: 4px 8px;
`;

/** One line and "…" where there is room; on a phone two lines, so similar titles stay apart. */
const Title = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

const Creator = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Badge = styled.span`
  justify-self: start;
  font-size: 0.7rem;
  font-weight: 700;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

const moves = [
  { action: 'up', step: -1, Icon: ArrowUpIcon },
  { action: 'down', step: 1, Icon: ArrowDownIcon },
] as const;

export interface QueueRowProps {
  track: PlayerTrack;
  position: number;
  entryKey: number;
  status: QueueRowStatus;
  preview: boolean;
  canMoveUp?: boolean;
  canMoveDown?: boolean;
  onPlay: (position: number) => void;
  onRemove?: (position: number) => void;
  onMove?: (position: number, step: -1 | 1) => void;
}

/**
 * One queue entry: its title plays it; move up, move down and remove where they apply. A played or
 * playing entry says so in words, not by its colour alone.
 */
export function QueueRow(props: QueueRowProps) {
  const { track, position, entryKey, status, preview, onPlay, onRemove, onMove } = props;
  const { t } = useTranslation([queueViewNamespace, playerNamespace]);
  const title = track.title;
  const unavailable = !useAvailableOffline(track);
  return (
    <Row
      $status={status}
      aria-current={status === 'current' ? 'true' : undefined}
      data-testid="queue-entry"
      data-status={status}
    >
      <TitleButton type="button" disabled={unavailable} onClick={() => onPlay(position)}>
        {/* The visible title stays part of the name (WCAG 2.5.3), after a hidden "Play". */}
        <VisuallyHidden>{t('queue.playHidden')}</VisuallyHidden>
        <Title data-testid="queue-title">{title}</Title>
        {(track.artist || track.creator) && <Creator>{track.artist || track.creator}</Creator>}
        {status === 'current' && <Badge>{t('queue.nowPlaying')}</Badge>}
        {status === 'played' && <Badge>{t('queue.played')}</Badge>}
        {preview && <Badge>{t('queue.previewBadge')}</Badge>}
        {unavailable && <Badge>{t('offline.notAvailable')}</Badge>}
      </TitleButton>
      {!track.podcastFileName && (
        <SaveOfflineIconButton request={{ kind: 'song', songId: track.id, title }} />
      )}
      {onMove &&
        moves.map(({ action, step, Icon }) => (
          <RoundButton
            key={action}
            type="button"
            aria-label={t(action === 'up' ? 'queue.moveUp' : 'queue.moveDown', { title })}
            disabled={action === 'up' ? !props.canMoveUp : !props.canMoveDown}
            data-queue-key={entryKey}
            data-action={action}
            onClick={() => onMove(position, step)}
          >
            <Icon />
          </RoundButton>
        ))}
      {onRemove && (
        <RoundButton
          type="button"
          aria-label={t('queue.remove', { title })}
          onClick={() => onRemove(position)}
        >
          <CloseIcon />
        </RoundButton>
      )}
    </Row>
  );
}

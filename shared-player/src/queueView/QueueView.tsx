import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { useAppDispatch, useAppSelector } from '@btb/shared-store';
import { Button, Dialog, PlainList } from '@btb/shared-ui';
import { queueViewNamespace } from './queueViewNamespace';
import { playerActions, queueOf, selectPlayer } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import { nextIndex } from '../state/queue';
import { useSourceLabel } from '../state/useSourceLabel';
import { QueueRow, type QueueRowStatus } from './QueueRow';

const Source = styled.p`
  margin: 0 0 4px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Announcement = styled.p`
  margin: 0 0 12px;
  font-weight: 600;
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  margin-top: 20px;
`;

type MoveAction = 'up' | 'down';

/**
 * Moves focus back to the moved entry's button once the move is on screen (its "up" button may
 * have become disabled at the top: then its "down" one). Done in a layout effect of the commit that
 * reordered the keys, when the buttons are in their new place and state, rather than in a frame
 * callback whose timing depends on whatever else the page is doing.
 */
function useRefocusAfterMove(keys: readonly number[]) {
  const pending = useRef<{ key: number; action: MoveAction } | undefined>(undefined);
  useLayoutEffect(() => {
    const moved = pending.current;
    if (!moved) return;
    pending.current = undefined;
    const selector = (a: MoveAction) => `button[data-queue-key="${moved.key}"][data-action="${a}"]`;
    const button = document.querySelector<HTMLButtonElement>(selector(moved.action));
    const other = document.querySelector<HTMLButtonElement>(
      selector(moved.action === 'up' ? 'down' : 'up'),
    );
    (button && !button.disabled ? button : other)?.focus();
  }, [keys]);
  return (key: number, action: MoveAction) => {
    pending.current = { key, action };
  };
}

/** Played, now playing and up next, in queue order; jump, remove, move up or down, clear. */
export function QueueView({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(queueViewNamespace);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectPlayer);
  const source = useSourceLabel(state.queueSource);
  const { queue: tracks, queueKeys: keys, queueIndex: index } = state;
  const nextAt = nextIndex(queueOf(state), state.repeat, true);
  const next = nextAt === undefined ? undefined : tracks[nextAt];
  const isPreview = (track: PlayerTrack) => track.ysnRestricted === 1 && !state.premium;
  const jump = (position: number) => dispatch(playerActions.jumpTo(position));
  const remove = (position: number) => dispatch(playerActions.removeFromQueue(position));
  const refocusAfterMove = useRefocusAfterMove(keys);
  const move = (position: number, step: -1 | 1) => {
    const key = keys[position];
    if (key !== undefined) refocusAfterMove(key, step < 0 ? 'up' : 'down');
    dispatch(playerActions.moveInQueue({ position, step }));
  };
  const status = (position: number): QueueRowStatus =>
    position < index ? 'played' : position === index ? 'current' : 'upNext';

  return (
    <Dialog title={t('queue.title')} onClose={onClose} wide>
      {source && <Source data-testid="queue-source">{source}</Source>}
      <Announcement aria-live="polite" data-testid="queue-next">
        {next ? t('queue.nextAnnouncement', { title: next.title }) : t('queue.noNext')}
      </Announcement>
      {/* One list in queue order: a picked entry keeps its place (and focus), played ones stay. */}
      <PlainList as="ol" $gap={0.5} data-testid="queue-list">
        {tracks.map((track, position) => {
          const upNext = position > index;
          return (
            <QueueRow
              key={keys[position] ?? position}
              track={track}
              position={position}
              entryKey={keys[position] ?? position}
              status={status(position)}
              preview={isPreview(track)}
              onPlay={jump}
              canMoveUp={position > index + 1}
              canMoveDown={position < tracks.length - 1}
              onMove={upNext ? move : undefined}
              onRemove={position === index ? undefined : remove}
            />
          );
        })}
      </PlainList>
      <Footer>
        <Button
          type="button"
          $variant="secondary"
          disabled={tracks.length < 2}
          onClick={() => dispatch(playerActions.clearQueue())}
        >
          {t('queue.clear')}
        </Button>
        <Button type="button" onClick={onClose}>
          {t('queue.close')}
        </Button>
      </Footer>
    </Dialog>
  );
}

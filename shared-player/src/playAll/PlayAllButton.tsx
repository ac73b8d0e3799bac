import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { useAppDispatch, useAppSelector } from '@btb/shared-store';
import { Button, Spinner } from '@btb/shared-ui';
import { PlayIcon } from '../bar/icons';
import { playerNamespace } from '../playerNamespace';
import { playerActions, selectPlayer } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import type { QueueSource } from '../state/queueSource';
import { isOffline, isPlayableOffline } from '../offline/savedStream';
import { hearableFirst } from './hearableFirst';

const Box = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
`;

const Problem = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.85rem;
`;

export interface PlayAllButtonProps {
  /** The tracks in play order, or a function that fetches them (a book's lessons). */
  tracks: PlayerTrack[] | (() => Promise<PlayerTrack[]>);
  source: QueueSource;
  /** The visible text; default "Play all". */
  text?: string;
  /** What it plays, for screen readers when the text alone is ambiguous ("Play all: Top Rated"). */
  label?: string;
  $variant?: 'primary' | 'secondary' | 'ghost';
  /** Said when the fetched list is empty; default "No songs to play." */
  emptyText?: string;
  testId?: string;
  /** Opens the now-playing view with the first track (a hands-free queue). */
  openNowPlaying?: boolean;
}

/**
 * Starts a queue of `tracks` from the first one (the first heard in full, for a listener without
 * premium); it keeps going track after track.
 */
export function PlayAllButton({
  tracks,
  source,
  text,
  label,
  $variant = 'secondary',
  emptyText,
  testId = 'play-all',
  openNowPlaying = false,
}: PlayAllButtonProps) {
  const { t } = useTranslation(playerNamespace);
  const dispatch = useAppDispatch();
  const premium = useAppSelector((state) => selectPlayer(state).premium);
  const [state, setState] = useState<'idle' | 'loading' | 'failed' | 'empty'>('idle');
  const empty = Array.isArray(tracks) && tracks.length === 0;

  const start = async () => {
    let list: PlayerTrack[];
    if (Array.isArray(tracks)) {
      list = tracks;
    } else {
      setState('loading');
      try {
        list = await tracks();
      } catch {
        setState('failed');
        return;
      }
    }
    // Offline, only what is saved can play: the rest is skipped.
    if (isOffline()) list = list.filter((track) => isPlayableOffline(track));
    if (!list.length) {
      setState('empty');
      return;
    }
    setState('idle');
    // Without premium the queue begins with a song heard in full, not a 20-second preview.
    dispatch(playerActions.playAll(hearableFirst(list, premium), source));
    if (openNowPlaying) dispatch(playerActions.requestNowPlaying());
  };

  return (
    <Box>
      <Button
        type="button"
        $variant={$variant}
        aria-label={label}
        aria-busy={state === 'loading'}
        disabled={empty || state === 'loading'}
        data-testid={testId}
        onClick={() => void start()}
      >
        {state === 'loading' ? <Spinner label={t('loading')} /> : <PlayIcon />}
        {text ?? t('playAll')}
      </Button>
      {(state === 'failed' || state === 'empty') && (
        <Problem role="alert">
          {state === 'failed'
            ? t('playAllFailed')
            : isOffline()
              ? t('offline.notAvailable')
              : (emptyText ?? t('playAllEmpty'))}
        </Problem>
      )}
    </Box>
  );
}

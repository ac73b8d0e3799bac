import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import { homeNamespace } from '../../homeNamespace';
import type { HomePlaylist } from '../api/homePlaylists';
import { PlaylistRow } from './PlaylistRow';
import { RowSection } from './rowStyles';

const Toggle = styled(Button).attrs({ $variant: 'secondary' as const })``;

/**
 * The rows of other language pairs than the learner's (issue 67 point 9): not mixed in with theirs,
 * one button away. Closed on every visit, so the page's first HTML and its height stay the same.
 */
export function OtherPairRows({ rows }: { rows: HomePlaylist[] }) {
  const { t } = useTranslation(homeNamespace);
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (rows.length === 0) return null;
  return (
    <>
      <RowSection data-testid="other-pair-rows">
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('rows.hideOtherPairs') : t('rows.showOtherPairs', { count: rows.length })}
        </Toggle>
      </RowSection>
      <div id={listId} hidden={!open}>
        {open && rows.map((playlist) => <PlaylistRow key={playlist.ppID} playlist={playlist} />)}
      </div>
    </>
  );
}

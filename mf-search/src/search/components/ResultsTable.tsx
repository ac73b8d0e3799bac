import { useDeferredValue, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { SearchResult } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { selectLearningSubject, useAppSelector } from '@btb/shared-store';
import { Button, VisuallyHidden } from '@btb/shared-ui';
import { usePlayResult } from '../results/usePlayResult';
import { searchNamespace } from '../../searchNamespace';
import { ResultRow } from './ResultRow';
import { HeaderCell, Table, TableHead } from './resultsTableStyles';

/** Rows rendered at first and per "Show more"; keeps a catalogue-wide result list quick to draw. */
export const resultsPageSize = 50;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: 16px;
`;

interface ResultsTableProps {
  items: readonly SearchResult[];
  /** The request `items` answer: "Show more" starts over for another one. */
  request: string;
}

export function ResultsTable({ items: latest, request: asked }: ResultsTableProps) {
  const { t } = useTranslation(searchNamespace);
  // A new answer is drawn in the background, React yielding to the browser between rows: the tap
  // that asked for it paints at once, with the last answer's rows still there until then.
  const answer = useMemo(() => ({ items: latest, request: asked }), [latest, asked]);
  const { items, request } = useDeferredValue(answer);
  const { playResult, playingId } = usePlayResult(items);
  const learnerSubject = useAppSelector(selectLearningSubject);
  const [more, setMore] = useState({ request, rows: resultsPageSize });
  const shown = more.request === request ? more.rows : resultsPageSize;

  return (
    <>
      <Table>
        <caption>
          <VisuallyHidden>{t('results.caption')}</VisuallyHidden>
        </caption>
        <TableHead>
          <tr>
            <HeaderCell scope="col">{t('results.columns.title')}</HeaderCell>
            <HeaderCell scope="col" $hideOnMobile>
              {t('results.columns.creator')}
            </HeaderCell>
            <HeaderCell scope="col" $hideOnMobile>
              {t('results.columns.genre')}
            </HeaderCell>
            <HeaderCell scope="col">{t('results.columns.level')}</HeaderCell>
            <HeaderCell scope="col" $hideOnMobile>
              {t('results.columns.views')}
            </HeaderCell>
            <HeaderCell scope="col" $hideOnMobile>
              {t('results.columns.likes')}
            </HeaderCell>
          </tr>
        </TableHead>
        <tbody>
          {items.slice(0, shown).map((item) => (
            <ResultRow
              key={item.id}
              item={item}
              playing={item.id === playingId}
              onPlay={playResult}
              learnerSubject={learnerSubject}
              t={t}
            />
          ))}
        </tbody>
      </Table>
      {items.length > shown && (
        <More>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => setMore({ request, rows: shown + resultsPageSize })}
          >
            {t('results.showMore')}
          </Button>
        </More>
      )}
    </>
  );
}

import { useState } from 'react';
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

export function ResultsTable({ items }: { items: readonly SearchResult[] }) {
  const { t } = useTranslation(searchNamespace);
  const { playResult, playingId } = usePlayResult(items);
  const learnerSubject = useAppSelector(selectLearningSubject);
  const [shown, setShown] = useState(resultsPageSize);

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
            onClick={() => setShown((count) => count + resultsPageSize)}
          >
            {t('results.showMore')}
          </Button>
        </More>
      )}
    </>
  );
}

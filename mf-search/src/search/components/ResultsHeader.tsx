import { useMemo } from 'react';
import styled from 'styled-components';
import type { ContentItem } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { PlayAllButton, trackFromContent } from '@btb/shared-player';
import { Button, Row } from '@btb/shared-ui';
import { useCopySearchUrl } from '../results/useCopySearchUrl';
import { searchNamespace } from '../../searchNamespace';
import { ClipboardCheckIcon, LinkIcon } from './icons';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Count = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface ResultsHeaderProps {
  headingId: string;
  /** Any filter is applied. */
  searching: boolean;
  /** The valid search text, or empty. */
  term: string;
  /** Number of results, once they are loaded. */
  count: number | undefined;
  /** The results in their order, once they are loaded: Play all plays them. */
  results?: readonly ContentItem[];
}

export function ResultsHeader(props: ResultsHeaderProps) {
  const { headingId, searching, term, count, results } = props;
  const { t } = useTranslation(searchNamespace);
  const tracks = useMemo(() => results?.map(trackFromContent) ?? [], [results]);
  const { copied, copy } = useCopySearchUrl();
  const heading = term
    ? t('results.resultsFor', { term })
    : t(searching ? 'results.filtered' : 'results.allSongs');
  return (
    <Header>
      <div>
        <Heading id={headingId}>{heading}</Heading>
        <Count aria-live="polite">{count === undefined ? '' : t('results.found', { count })}</Count>
      </div>
      <Row $wrap>
        {tracks.length > 0 && (
          <PlayAllButton tracks={tracks} source={{ kind: 'search', name: term }} />
        )}
        {searching && (
          <Button type="button" $variant="secondary" onClick={() => void copy()}>
            {copied ? <ClipboardCheckIcon /> : <LinkIcon />}
            {copied ? t('results.copied') : t('results.copyUrl')}
          </Button>
        )}
      </Row>
    </Header>
  );
}

import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { PlainList, Skeleton } from '@btb/shared-ui';
import { homeNamespace } from '../homeNamespace';

/** Its height is fixed (tiles of one height, text cut), so filling it in after hydration moves nothing. */
const Row = styled.section`
  margin: 24px 0 32px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
    line-height: 28px;
  }
`;

const Tiles = styled(PlainList)`
  grid-template-columns: 1fr;
  grid-auto-rows: 64px;
  @media (min-width: 700px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

/**
 * The "Continue" region and its room: three tiles, or three skeletons of their size (busy) while
 * there are none yet, so nothing moves when the offer or its code arrives.
 */
export function ContinueRoom({ tiles }: { tiles?: ReactNode }) {
  const { t } = useTranslation(homeNamespace);
  const headingId = useId();
  return (
    <Row aria-labelledby={headingId} aria-busy={!tiles} data-testid="continue-row">
      <h2 id={headingId}>{t('continue.title')}</h2>
      <Tiles>
        {tiles ??
          [0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton $height="64px" />
            </li>
          ))}
      </Tiles>
    </Row>
  );
}

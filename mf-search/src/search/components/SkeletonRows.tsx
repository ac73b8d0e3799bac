import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Skeleton, VisuallyHidden } from '@btb/shared-ui';
import { searchNamespace } from '../../searchNamespace';

/** SPEC section 2: six skeleton rows while the results load. */
export const skeletonRowCount = 6;

const SkeletonRow = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Lines = styled.div`
  flex: 1;
  display: grid;
  gap: 8px;
`;

export function SkeletonRows() {
  const { t } = useTranslation(searchNamespace);
  return (
    <div role="status">
      <VisuallyHidden>{t('results.loading')}</VisuallyHidden>
      {Array.from({ length: skeletonRowCount }, (_, index) => (
        <SkeletonRow key={index} data-testid="skeleton-row" aria-hidden="true">
          <Skeleton $width="56px" $height="56px" />
          <Lines>
            <Skeleton $width="40%" />
            <Skeleton $width="25%" $height="12px" />
          </Lines>
        </SkeletonRow>
      ))}
    </div>
  );
}

import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { Skeleton, VisuallyHidden } from '@btb/shared-ui';
import { homeNamespace } from '../../homeNamespace';
import type { CardSize } from '../cardSize';

const SkeletonRow = styled.div`
  display: flex;
  gap: 16px;
  padding: 4px 2px 12px;
  overflow: hidden;
`;

const SkeletonCard = styled(Skeleton)<{ $size: CardSize }>`
  flex: 0 0 auto;
  width: ${({ theme, $size }) => theme.space($size.width)};
  height: ${({ theme, $size }) => theme.space($size.height)};
  border-radius: ${({ theme }) => theme.radius};
`;

/** SPEC: five skeleton cards while a row loads. */
export function CardSkeletons({ size }: { size: CardSize }) {
  const { t } = useTranslation(homeNamespace);
  return (
    <SkeletonRow data-testid="card-skeletons">
      <VisuallyHidden role="status">{t('rows.loading')}</VisuallyHidden>
      {Array.from({ length: 5 }, (_, i) => (
        <SkeletonCard key={i} data-testid="card-skeleton" $size={size} />
      ))}
    </SkeletonRow>
  );
}

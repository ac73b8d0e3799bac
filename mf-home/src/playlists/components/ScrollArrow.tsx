import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { RoundButton } from '@btb/shared-ui';
import { homeNamespace } from '../../homeNamespace';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/controlIcons';

const Arrow = styled(RoundButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: -8px;
  z-index: 1;
  transform: translateY(-50%);
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.45);
  &:hover {
    background: ${({ theme }) => theme.colors.border};
  }
`;

export function ScrollArrow({ side, onClick }: { side: 'left' | 'right'; onClick: () => void }) {
  const { t } = useTranslation(homeNamespace);
  return (
    <Arrow
      type="button"
      $side={side}
      aria-label={side === 'left' ? t('rows.scrollLeft') : t('rows.scrollRight')}
      onClick={onClick}
    >
      {side === 'left' ? <ChevronLeftIcon size={22} /> : <ChevronRightIcon size={22} />}
    </Arrow>
  );
}

import styled from 'styled-components';
import { SvgIcon } from '@btb/shared-ui';
import type { HomeTranslate } from '../../homeNamespace';

const Mark = styled.span`
  display: inline-flex;
  vertical-align: -2px;
  margin-right: 6px;
  color: ${({ theme }) => theme.colors.accent};
`;

/** The lock of a restricted song (SPEC: premium content, only a 20-second preview). */
export function RestrictedMark({ t }: { t: HomeTranslate }) {
  const text = t('card.restricted');
  return (
    <Mark role="img" aria-label={text} title={text} data-testid="card-restricted">
      <SvgIcon size={14}>
        <rect x="3" y="11" width="18" height="11" rx="2" />
        <path d="M7 11V7a5 5 0 0 1 10 0v4" />
      </SvgIcon>
    </Mark>
  );
}

import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { searchNamespace } from '../../searchNamespace';
import { LockIcon } from './icons';

const Tip = styled.span`
  position: absolute;
  bottom: calc(100% + 6px);
  left: 50%;
  transform: translateX(-50%);
  z-index: 2;
  width: max-content;
  max-width: 240px;
  padding: 6px 10px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.8rem;
  font-weight: 400;
  white-space: normal;
  pointer-events: none;
  opacity: 0;
  visibility: hidden;
  transition: opacity 0.15s ease;
`;

const Lock = styled.span`
  position: relative;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.accent};
  &:hover ${Tip}, &:focus-visible ${Tip} {
    opacity: 1;
    visibility: visible;
  }
`;

/** The premium marker; focusable so keyboard users can read its tooltip too. */
export function RestrictedLock() {
  const { t } = useTranslation(searchNamespace);
  const text = t('results.restricted');
  return (
    <Lock
      role="img"
      aria-label={text}
      tabIndex={0}
      // The row opens the song on click; tapping the lock to read its tooltip should not.
      onClick={(event) => event.stopPropagation()}
    >
      <LockIcon />
      <Tip role="tooltip" aria-hidden="true">
        {text}
      </Tip>
    </Lock>
  );
}
